import { describe, expect, it, vi } from 'vitest'
import { repeatOrder } from './repeat-order.ts'

const line = (product_uuid: string, quantity: number) => ({
  product_uuid,
  full_title: product_uuid,
  article: '1',
  link: '/parts/x',
  quantity,
  price: 100,
  warranty_price: 0,
  total: 100 * quantity,
})

describe('repeating an order into the cart', () => {
  it('adds every line with its quantity', async () => {
    const add = vi.fn(async () => ({}))
    const result = await repeatOrder({ items: [line('a', 2), line('b', 1)] }, add)
    expect(add.mock.calls).toEqual([
      [{ product_uuid: 'a', quantity: 2 }],
      [{ product_uuid: 'b', quantity: 1 }],
    ])
    expect(result).toEqual({ added: 2, failed: 0 })
  })

  it('a sold-out line does not stop the others', async () => {
    const add = vi.fn(async (item: { product_uuid: string }) => {
      if (item.product_uuid === 'a') throw new Error('409')
      return {}
    })
    expect(await repeatOrder({ items: [line('a', 1), line('b', 3)] }, add)).toEqual({
      added: 1,
      failed: 1,
    })
  })
})
