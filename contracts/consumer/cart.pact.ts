import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import {
  addCartItem,
  clearCart,
  getCart,
  removeCartItem,
  updateCartItem,
} from '../../src/api/cart.ts'
import { fieldError, ids, partMatcher } from './fixtures.ts'
import { clientFor, createPact, guestSession } from './pact.ts'

const { eachLike, integer, uuid, nullValue, like } = MatchersV3

const session = { Session: guestSession }
const oneLine = (quantity: number, warranty: unknown = nullValue()) => ({
  uuid: uuid(ids.cart),
  cart_products: eachLike({
    product: partMatcher,
    product_uuid: uuid(ids.part),
    quantity: integer(quantity),
    warranty_uuid: warranty,
  }),
})
const emptyCart = { uuid: uuid(ids.cart), cart_products: [] }
const withPart = ['a cart with one part in it', { product_uuid: ids.part, quantity: 1 }] as const

describe('cart calls', () => {
  it('reads the cart of the session', async () => {
    await createPact()
      .addInteraction()
      .given(...withPart)
      .uponReceiving('a request for the cart of a guest session')
      .withRequest('GET', '/api/cart', (builder) => builder.headers(session))
      .willRespondWith(200, (builder) => builder.jsonBody(oneLine(1)))
      .executeTest(async (mock) => {
        const cart = await getCart(clientFor(mock.url))
        expect(cart.cart_products[0]?.product_uuid).toBe(ids.part)
        expect(cart.cart_products[0]?.product.price.price).toBe(1150000)
      })
  })

  it('adds a part to an empty cart', async () => {
    await createPact()
      .addInteraction()
      .given('an empty cart')
      .given('a part with uuid {uuid} and stock {stock} exists', { uuid: ids.part, stock: 4 })
      .uponReceiving('a request to add one part to the cart')
      .withRequest('POST', '/api/cart/items', (builder) =>
        builder.headers(session).jsonBody({ product_uuid: ids.part, quantity: 1 }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(oneLine(1)))
      .executeTest(async (mock) => {
        const cart = await addCartItem({ product_uuid: ids.part, quantity: 1 }, clientFor(mock.url))
        expect(cart.cart_products).toHaveLength(1)
      })
  })

  it('refuses more than the stock with a field error', async () => {
    await createPact()
      .addInteraction()
      .given('an empty cart')
      .given('a part with uuid {uuid} and stock {stock} exists', { uuid: ids.part, stock: 4 })
      .uponReceiving('a request to add more of a part than is in stock')
      .withRequest('POST', '/api/cart/items', (builder) =>
        builder.headers(session).jsonBody({ product_uuid: ids.part, quantity: 5 }),
      )
      .willRespondWith(422, (builder) =>
        builder.jsonBody(fieldError('quantity', 'Доступно только 4 шт.')),
      )
      .executeTest(async (mock) => {
        const call = addCartItem({ product_uuid: ids.part, quantity: 5 }, clientFor(mock.url))
        await expect(call).rejects.toMatchObject({
          status: 422,
          fieldErrors: { quantity: 'Доступно только 4 шт.' },
        })
      })
  })

  it('changes the quantity and the warranty of a line', async () => {
    await createPact()
      .addInteraction()
      .given(...withPart)
      .uponReceiving('a request to set quantity 2 with a warranty')
      .withRequest('PUT', '/api/cart/items', (builder) =>
        builder
          .headers(session)
          .jsonBody({ product_uuid: ids.part, quantity: 2, warranty_uuid: ids.warranty }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(oneLine(2, like(ids.warranty))))
      .executeTest(async (mock) => {
        const item = { product_uuid: ids.part, quantity: 2, warranty_uuid: ids.warranty }
        const cart = await updateCartItem(item, clientFor(mock.url))
        expect(cart.cart_products[0]?.quantity).toBe(2)
        expect(cart.cart_products[0]?.warranty_uuid).toBe(ids.warranty)
      })
  })

  it('removes the warranty with an empty string', async () => {
    await createPact()
      .addInteraction()
      .given(...withPart)
      .uponReceiving('a request to remove the warranty of a line')
      .withRequest('PUT', '/api/cart/items', (builder) =>
        builder
          .headers(session)
          .jsonBody({ product_uuid: ids.part, quantity: 1, warranty_uuid: '' }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(oneLine(1)))
      .executeTest(async (mock) => {
        const item = { product_uuid: ids.part, quantity: 1, warranty_uuid: '' }
        const cart = await updateCartItem(item, clientFor(mock.url))
        expect(cart.cart_products[0]?.warranty_uuid).toBeNull()
      })
  })

  it('removes a part', async () => {
    await createPact()
      .addInteraction()
      .given(...withPart)
      .uponReceiving('a request to remove the part from the cart')
      .withRequest('DELETE', '/api/cart/items', (builder) =>
        builder.headers(session).query({ product_uuid: ids.part }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(emptyCart))
      .executeTest(async (mock) => {
        const cart = await removeCartItem(ids.part, clientFor(mock.url))
        expect(cart.cart_products).toEqual([])
      })
  })

  it('clears the cart', async () => {
    await createPact()
      .addInteraction()
      .given(...withPart)
      .uponReceiving('a request to clear the cart')
      .withRequest('DELETE', '/api/cart', (builder) => builder.headers(session))
      .willRespondWith(200, (builder) => builder.jsonBody(emptyCart))
      .executeTest(async (mock) => {
        expect((await clearCart(clientFor(mock.url))).cart_products).toEqual([])
      })
  })
})
