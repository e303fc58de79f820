import { describe, expect, it, vi } from 'vitest'
import { analyticsGoals, isAnalyticsGoal } from './goals.ts'
import { configureCounter, reachGoal } from './reach-goal.ts'

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
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not set up'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('kontacts_msk_mob'))
  })

  it('without a counter id a goal is dropped silently: no warning per click', () => {
    const ym = vi.fn()
    const warn = vi.fn()
    expect(reachGoal('form_callback', { scope: { ym }, counterId: null, warn })).toBe(false)
    expect(ym).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })

  it('a failing counter only warns', () => {
    const ym = vi.fn(() => {
      throw new Error('blocked')
    })
    const warn = vi.fn()
    expect(reachGoal('go_telegram', { scope: { ym }, counterId: 1, warn })).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('blocked'))
  })

  it('without METRIKA_COUNTER_ID: one debug line, then goals send nothing and say nothing', () => {
    const debug = vi.fn()
    const scope: { ym?: unknown } = {}
    expect(configureCounter('', scope, debug)).toBeNull()
    expect(debug).toHaveBeenCalledOnce()
    expect(scope.ym).toBeUndefined()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(reachGoal('phone_contacts_ps')).toBe(false)
    expect(reachGoal('go_whatsapp')).toBe(false)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('with a counter id the calls queue until the tag loads: init with the data layer, then goals', () => {
    const scope = globalThis as { ym?: unknown }
    const before = scope.ym
    try {
      delete scope.ym
      expect(configureCounter('98765', scope, vi.fn())).toBe(98765)
      expect(reachGoal('go_telegram')).toBe(true)
      const queue = (scope.ym as { a?: unknown[][] }).a
      expect(queue).toEqual([
        [98765, 'init', expect.objectContaining({ ecommerce: 'dataLayer' })],
        [98765, 'reachGoal', 'go_telegram'],
      ])
    } finally {
      scope.ym = before
      configureCounter('', scope, vi.fn())
    }
  })
})

describe('goal names', () => {
  it('are the thirteen goals of the spec and nothing else', () => {
    expect(analyticsGoals).toHaveLength(13)
    expect(isAnalyticsGoal('kontacts_KSK_mob')).toBe(true)
    expect(isAnalyticsGoal('phone_header_XXX')).toBe(false)
  })
})
