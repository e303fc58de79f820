import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { maskPhone, phoneDisplayMachine, phoneText } from './phone-display.machine.ts'

const goals = { desktop: 'phone_contacts_ps', mobile: 'kontacts_spb_mob' }

function start(isMobile: boolean) {
  const reachGoal = vi.fn()
  const actor = createActor(phoneDisplayMachine.provide({ actions: { reachGoal } }), {
    input: { phone_number: '+7 (812) 123-45-67', isMobile, goals },
  }).start()
  const text = () => phoneText(actor.getSnapshot().context, actor.getSnapshot().matches('revealed'))
  const goalsReached = () => reachGoal.mock.calls.map((call) => call[1].goal)
  return { actor, text, goalsReached }
}

describe('phone display', () => {
  it('on desktop the last two digits are X until clicked; the click records the desktop goal', () => {
    const { actor, text, goalsReached } = start(false)
    expect(text()).toBe('+7 (812) 123-45-XX')
    actor.send({ type: 'phone.click' })
    expect(text()).toBe('+7 (812) 123-45-67')
    expect(goalsReached()).toEqual(['phone_contacts_ps'])
  })

  it('on mobile the full number shows and every tap records the mobile goal', () => {
    const { actor, text, goalsReached } = start(true)
    expect(actor.getSnapshot().value).toBe('revealed')
    expect(text()).toBe('+7 (812) 123-45-67')
    actor.send({ type: 'phone.click' })
    actor.send({ type: 'phone.click' })
    expect(goalsReached()).toEqual(['kontacts_spb_mob', 'kontacts_spb_mob'])
  })

  it('turning mobile reveals the number without a goal, and then taps count as mobile', () => {
    const { actor, goalsReached } = start(false)
    actor.send({ type: 'phone.viewportChanged', isMobile: true })
    expect(actor.getSnapshot().value).toBe('revealed')
    expect(goalsReached()).toEqual([])
    actor.send({ type: 'phone.click' })
    expect(goalsReached()).toEqual(['kontacts_spb_mob'])
  })

  it('a revealed number stays shown when the screen turns desktop', () => {
    const { actor, text } = start(true)
    actor.send({ type: 'phone.viewportChanged', isMobile: false })
    expect(actor.getSnapshot().value).toBe('revealed')
    expect(text()).toBe('+7 (812) 123-45-67')
  })

  it('a number swapped by call tracking keeps its mask until the click', () => {
    const { actor, text } = start(false)
    actor.send({ type: 'phone.numberChanged', phone_number: '+7 (812) 999-00-11' })
    expect(text()).toBe('+7 (812) 999-00-XX')
    actor.send({ type: 'phone.click' })
    expect(text()).toBe('+7 (812) 999-00-11')
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
      input: { phone_number: '+78121234567', isMobile: false, goals },
      events: [
        { type: 'phone.click' },
        { type: 'phone.viewportChanged', isMobile: false },
        { type: 'phone.numberChanged', phone_number: '+78120000000' },
      ] as never[],
    })
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['masked', 'revealed']))
    for (const path of paths) {
      const clicked = path.steps.some((step) => step.event.type === 'phone.click')
      expect(clicked).toBe(path.state.value === 'revealed')
    }
  })
})
