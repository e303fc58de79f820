import { describe, expect, it } from 'vitest'
import { pagePaths as shopPaths } from './page-paths.ts'

describe('the page addresses the server answers 200', () => {
  it('come from the route tree: every shop route, index routes without their slash', () => {
    for (const path of [
      '/',
      '/parts/$slug',
      '/catalog',
      '/catalog/$a',
      '/catalog/$a/$b/$c',
      '/postupleniya_mashin/$model/$slug',
      '/dostavka_usloviya',
    ]) {
      expect(shopPaths).toContain(path)
    }
    expect(shopPaths.length).toBeGreaterThan(30)
    expect(shopPaths.every((path) => path === '/' || !path.endsWith('/'))).toBe(true)
  })
})
