import { createCustomer } from '../commerce-fixtures.ts'
import { useOrderApp } from '../order-app.ts'
import { mintToken } from '../support/seeded-fixtures.ts'

export interface CartBody {
  cart_products: { product_uuid: string; quantity: number }[]
}

/**
 * A file's app for racing one customer's sessions (parallel injects on one app: PGlite by
 * default, PostgreSQL with TEST_DATABASE_URL): the order tests' app (useOrderApp, card orders
 * paid through the development bank), called with a customer's token.
 */
export function raceApp() {
  const order = useOrderApp()

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    auth: string,
    payload?: object,
  ) =>
    order.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${auth}` },
      ...(payload ? { payload } : {}),
    })

  /** A customer with two live tokens, as from a phone and a laptop. */
  async function twoSessions() {
    const who = await createCustomer(order.db)
    return { ...who, first: who.token, second: await mintToken(order.db, who.customer.id) }
  }

  const cartOf = async (token: string) =>
    (await inject('GET', '/api/cart', token)).json() as CartBody

  return {
    get app() {
      return order.app
    },
    get db() {
      return order.db
    },
    inject,
    twoSessions,
    cartOf,
  }
}
