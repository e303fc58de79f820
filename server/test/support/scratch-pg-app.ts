import { afterAll, beforeAll } from 'vitest'
import { createTestApp } from '../helpers.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * The calling file's seeded app on a scratch PostgreSQL database of TEST_DATABASE_URL (the file
 * fails at once without it): made before the file's tests, dropped after them. Its fields are
 * read inside the tests, once the app is made.
 */
export function useScratchPgApp(): Pick<TestApp, 'app' | 'db' | 'databaseUrl'> {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error('TEST_DATABASE_URL is required (npm run test:server:pg)')
  }
  let made: TestApp | undefined
  beforeAll(async () => {
    made = await createTestApp()
  }, 180_000)
  afterAll(() => made?.close())
  const current = () => {
    if (!made) throw new Error('the scratch PostgreSQL app is made before the tests, not now')
    return made
  }
  return {
    get app() {
      return current().app
    },
    get db() {
      return current().db
    },
    get databaseUrl() {
      return current().databaseUrl
    },
  }
}
