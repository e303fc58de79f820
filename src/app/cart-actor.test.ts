import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'

const line = {
  product_uuid: '5c2e7a10-8b1f-4c3d-9e2a-7f6b5a4c3d21',
  quantity: 2,
  warranty_uuid: null,
  product: {
    full_title: 'Поршень MAN',
    price: { base_price: 1_150_000, price: 1_150_000, discount: false },
  },
}
const cart = (lines: unknown[]) => ({ uuid: 'c', cart_products: lines })

vi.mock('../api/cart.ts', () => ({
  getCart: vi.fn(async () => cart([])),
  addCartItem: vi.fn(async () => cart([line])),
  updateCartItem: vi.fn(async () => cart([line])),
  removeCartItem: vi.fn(async () => cart([])),
  clearCart: vi.fn(async () => cart([])),
}))

const { createCartActor } = await import('./cart-actor.ts')

describe('the cart actor reports Metrika e-commerce events', () => {
  const scope = globalThis as { dataLayer?: unknown[] }
  afterEach(() => {
    delete scope.dataLayer
  })

  it('a part added and then removed go to the data layer with its name and price in roubles', async () => {
    const actor = createCartActor()
    actor.start()
    actor.send({ type: 'cart.add', product_uuid: line.product_uuid, quantity: 2 })
    await waitFor(actor, () => (scope.dataLayer?.length ?? 0) >= 1)
    actor.send({ type: 'cart.remove', product_uuid: line.product_uuid })
    await waitFor(actor, () => (scope.dataLayer?.length ?? 0) >= 2)
    const product = { id: line.product_uuid, name: 'Поршень MAN', price: 11500, quantity: 2 }
    expect(scope.dataLayer).toEqual([
      { ecommerce: { currencyCode: 'RUB', add: { products: [product] } } },
      { ecommerce: { currencyCode: 'RUB', remove: { products: [product] } } },
    ])
    actor.stop()
  })
})
