import { afterAll, beforeAll, expect } from 'vitest'
import { createCustomer, createPart } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

interface CartLine {
  price: number
  quantity: number
  stock?: number
  basePrice?: number
  warranty?: { priceType: 'fix' | 'percent'; fix?: number; percent?: number }
}

/**
 * The app of the order and payment tests, on an empty database with the development bank on
 * (APP_ENV=development), a caller of its API and a customer with a filled cart. Read `db` and
 * `app` inside tests: they exist only once beforeAll has run.
 */
export function useOrderApp() {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, config: { appEnv: 'development' } })
  })
  afterAll(() => ctx.close())

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

  /** A new customer whose cart holds one new part per line. */
  async function customerWithCart(lines: CartLine[]) {
    const who = await createCustomer(ctx.db)
    const made = []
    for (const line of lines) {
      const created = await createPart(ctx.db, {
        price: line.price,
        basePrice: line.basePrice ?? line.price,
        stock: line.stock ?? 10,
        warranties: line.warranty ? [line.warranty] : [],
      })
      made.push(created)
      const res = await call('POST', '/api/cart/items', who.auth, {
        product_uuid: created.part.id,
        quantity: line.quantity,
        ...(created.warranties[0] ? { warranty_uuid: created.warranties[0].id } : {}),
      })
      expect(res.statusCode).toBe(200)
    }
    return { ...who, parts: made }
  }

  return {
    get db() {
      return ctx.db
    },
    get app() {
      return ctx.app
    },
    call,
    customerWithCart,
  }
}
