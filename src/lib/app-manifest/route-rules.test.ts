import { describe, expect, it, vi } from 'vitest'
import type { RouteRules } from '../../route-rules.ts'
import { matchRouteRules } from './route-rules.ts'

const rules: RouteRules = {
  '/contacts': { redirect: '/kont_spb_shush' },
  '/old/**': { redirect: '/catalog' },
  '/old/special': { redirect: '/parts/special' },
}

describe('matchRouteRules', () => {
  it('matches exact paths', () => {
    expect(matchRouteRules(rules, '/contacts')).toEqual({ redirect: '/kont_spb_shush' })
    expect(matchRouteRules(rules, '/contacts/more')).toEqual({})
  })

  it('matches a prefix and everything below it, the most specific rule winning', () => {
    expect(matchRouteRules(rules, '/old')).toEqual({ redirect: '/catalog' })
    expect(matchRouteRules(rules, '/old/a/b')).toEqual({ redirect: '/catalog' })
    expect(matchRouteRules(rules, '/old/special')).toEqual({ redirect: '/parts/special' })
    expect(matchRouteRules(rules, '/older')).toEqual({})
  })

  it('logs a broken rule set and gives no rules', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = { '/x': null } as unknown as RouteRules
    expect(matchRouteRules(broken, '/x')).toEqual({})
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
})
