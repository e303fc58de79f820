import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { maskPhone, phoneDisplayMachine, phoneText } from './phone-display.machine.ts'

function start(isMobile: boolean) {
  const reachGoal = vi.fn()
  const actor = createActor(phoneDisplayMachine.provide({ actions: { reachGoal } }), {
    input: { phone_number: '+7 (812) 123-45-67', isMobile, goal: 'phone_header_SPB' },
  }).start()
  const text = () => phoneText(actor.getSnapshot().context, actor.getSnapshot().matches('revealed'))
  return { actor, reachGoal, text }
}

describe('phone display', () => {
  it('on desktop the last two digits are X until clicked', () => {
    const { actor, reachGoal, text } = start(false)
    expect(text()).toBe('+7 (812) 123-45-XX')
    actor.send({ type: 'phone.click' })
    expect(text()).toBe('+7 (812) 123-45-67')
    expect(reachGoal.mock.calls[0]?.[1]).toEqual({ goal: 'phone_header_SPB' })
  })

  it('on mobile the full number shows and a click still records the goal', () => {
    const { actor, reachGoal, text } = start(true)
    expect(actor.getSnapshot().value).toBe('revealed')
    expect(text()).toBe('+7 (812) 123-45-67')
    actor.send({ type: 'phone.click' })
    expect(reachGoal).toHaveBeenCalledOnce()
  })

  it('turning mobile reveals the number without a goal', () => {
    const { actor, reachGoal } = start(false)
    actor.send({ type: 'phone.viewportChanged', isMobile: true })
    expect(actor.getSnapshot().value).toBe('revealed')
    expect(reachGoal).not.toHaveBeenCalled()
  })

  it.each([
    { phone: '88001234567', expected: '880012345XX' },
    { phone: '+7 (812) 123-4-5 ', expected: '+7 (812) 123-X-X ' },
    { phone: '5', expected: 'X' },
    { phone: '', expected: '' },
  ])('masks $phone as $expected', ({ phone, expected }) => {
    expect(maskPhone(phone)).toBe(expected)
  })

  it('reaches both states (model-based); desktop reveals only by a click', () => {
    const paths = getShortestPaths(phoneDisplayMachine, {
      input: { phone_number: '+78121234567', isMobile: false, goal: 'g' },
      events: [
        { type: 'phone.click' },
        { type: 'phone.viewportChanged', isMobile: false },
      ] as never[],
    })
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['masked', 'revealed']))
    for (const path of paths) {
      if (path.state.value === 'revealed') expect(path.steps.at(-1)?.event.type).toBe('phone.click')
    }
  })
})
