import { describe, expect, it } from 'vitest'
import { pagePaths } from './page-paths.ts'

describe("the account module's page addresses", () => {
  it('come from its route tree, the order page with its number included', () => {
    for (const path of ['/account', '/account/orders/$number', '/account/inform-receipts']) {
      expect(pagePaths).toContain(path)
    }
    expect(pagePaths.length).toBeGreaterThan(10)
    expect(pagePaths.every((path) => path.startsWith('/account'))).toBe(true)
  })
})
