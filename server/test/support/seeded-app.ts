import { afterAll, beforeAll, expect } from 'vitest'
import { createTestApp } from '../helpers.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * The demo-seeded app of the calling test file (started before its tests, closed after) and a
 * guest's GET that expects a status, showing the body's start when another comes.
 */
export function useSeededApp() {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  }, 180_000)
  afterAll(() => app.close())
  return {
    get ctx() {
      return app
    },
    async get(url: string, status = 200) {
      const res = await app.app.inject({ url })
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(status)
      return res.json()
    },
  }
}
