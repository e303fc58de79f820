import { describe, expect, it, vi } from 'vitest'
import { analyticsGoals, isAnalyticsGoal } from './goals.ts'
import { reachGoal } from './reach-goal.ts'

describe('reachGoal', () => {
  it('sends the goal through the loaded counter', () => {
    const ym = vi.fn()
    const warn = vi.fn()
    expect(reachGoal('phone_header_SPB', { scope: { ym }, counterId: 98765, warn })).toBe(true)
    expect(ym).toHaveBeenCalledWith(98765, 'reachGoal', 'phone_header_SPB')
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns instead of throwing when the metrics script is not loaded', () => {
    const warn = vi.fn()
    expect(reachGoal('kontacts_msk_mob', { scope: {}, counterId: 98765, warn })).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not loaded'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('kontacts_msk_mob'))
  })

  it('warns when there is no counter id to send to', () => {
    const ym = vi.fn()
    const warn = vi.fn()
    expect(reachGoal('form_callback', { scope: { ym }, counterId: null, warn })).toBe(false)
    expect(ym).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledOnce()
  })

  it('a failing counter only warns', () => {
    const ym = vi.fn(() => {
      throw new Error('blocked')
    })
    const warn = vi.fn()
    expect(reachGoal('go_telegram', { scope: { ym }, counterId: 1, warn })).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('blocked'))
  })

  it('uses console.warn by default when the counter is absent', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {})
    reachGoal('phone_contacts_ps')
    expect(spy).toHaveBeenCalledOnce()
    spy.mockRestore()
  })
})

describe('goal names', () => {
  it('are the thirteen goals of the spec and nothing else', () => {
    expect(analyticsGoals).toHaveLength(13)
    expect(isAnalyticsGoal('kontacts_KSK_mob')).toBe(true)
    expect(isAnalyticsGoal('phone_header_XXX')).toBe(false)
  })
})
