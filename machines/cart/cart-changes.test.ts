import { describe, expect, it } from 'vitest'
import { line } from './cart.fixtures.ts'
import { cartChanges } from './cart-changes.ts'
import type { CartLine } from './cart-types.ts'

const cart = (...lines: CartLine[]) => ({ uuid: 'c1', cart_products: lines })

describe('cartChanges', () => {
  it('a line the server lowered to the stock left says from and to', () => {
    expect(cartChanges(cart(line('a', 5)), cart(line('a', 2, { total_stock: 2 })))).toEqual([
      { kind: 'reduced', product_uuid: 'a', title: 'a', from: 5, to: 2 },
    ])
  })

  it('a line at quantity 0 or without stock is sold out, once', () => {
    expect(cartChanges(cart(line('a', 3)), cart(line('a', 0, { total_stock: 0 })))).toEqual([
      { kind: 'soldOut', product_uuid: 'a', title: 'a' },
    ])
    expect(cartChanges(cart(line('a', 0)), cart(line('a', 0, { total_stock: 0 })))).toEqual([])
  })

  it('a line gone from the cart is removed', () => {
    expect(cartChanges(cart(line('a', 1), line('b', 1)), cart(line('b', 1)))).toEqual([
      { kind: 'removed', product_uuid: 'a', title: 'a' },
    ])
  })

  it('unchanged, raised and new lines say nothing; the order is the cart’s before', () => {
    const before = cart(line('a', 2), line('b', 4), line('c', 1))
    const after = cart(line('c', 0, { total_stock: 0 }), line('a', 3), line('b', 1), line('d', 1))
    expect(cartChanges(before, after).map((c) => [c.product_uuid, c.kind])).toEqual([
      ['b', 'reduced'],
      ['c', 'soldOut'],
    ])
  })

  it('nothing known before (the cart never loaded) is no change', () => {
    expect(cartChanges(null, cart(line('a', 1)))).toEqual([])
  })
})
