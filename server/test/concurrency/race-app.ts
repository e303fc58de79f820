import { afterAll, beforeAll } from 'vitest'
import { createCustomer } from '../commerce-fixtures.ts'
import { createTestApp } from '../helpers.ts'
import { mintToken } from '../support/seeded-fixtures.ts'

export interface CartBody {
  cart_products: { product_uuid: string; quantity: number }[]
}

/**
 * A file's app for racing one customer's sessions (parallel injects on one app: PGlite by
 * default, PostgreSQL with TEST_DATABASE_URL), started before the file's tests. Card orders
 * pay through the development bank, as in the shop's demo.
 */
export function raceApp() {
  let app: Awaited<ReturnType<typeof createTestApp>> | undefined
  beforeAll(async () => {
    app = await createTestApp({ seed: false, config: { appEnv: 'development' } })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
  })
  const current = () => {
    if (!app) throw new Error('the race app is used outside its tests')
    return app
  }

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    auth: string,
    payload?: object,
  ) =>
    current().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${auth}` },
      ...(payload ? { payload } : {}),
    })

  /** A customer with two live tokens, as from a phone and a laptop. */
  async function twoSessions() {
    const who = await createCustomer(current().db)
    return { ...who, first: who.token, second: await mintToken(current().db, who.customer.id) }
  }

  const cartOf = async (token: string) =>
    (await inject('GET', '/api/cart', token)).json() as CartBody

  return {
    get app() {
      return current().app
    },
    get db() {
      return current().db
    },
    inject,
    twoSessions,
    cartOf,
  }
}
