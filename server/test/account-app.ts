import { afterAll, beforeAll } from 'vitest'
import { createTestApp } from './helpers.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * An app on an empty database for the tests of one describe block (commerce rows come from
 * commerce-fixtures.ts), and a caller of its API. Read `db` inside tests: it exists only
 * once beforeAll has run.
 */
export function useAccountApp() {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false })
  })
  afterAll(() => ctx.close())
  return {
    get db() {
      return ctx.db
    },
    call: (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
      ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
  }
}

/** A recipient the API accepts; its passport is 4010 123456. */
export const recipient = {
  full_name: 'Иванов Иван Иванович',
  phone: '+7 (999) 000-00-04',
  passport_series: '4010',
  passport_number: '123456',
}
