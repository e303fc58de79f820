import { describe, expect, it } from 'vitest'
import type { OrdersRepository } from './orders.repository.ts'
import { tellingStockChanges } from './stock-changes.ts'

/** A repository whose stock-moving calls answer what the test says. */
function fakeOrders(answers: {
  created?: boolean | 'shortage'
  moved?: boolean
  expired?: number[]
}): OrdersRepository {
  const order = { id: 'o1' } as never
  return {
    createFromCart: async () =>
      answers.created === 'shortage'
        ? { shortage: [] }
        : { order, created: answers.created ?? true },
    moveReturningStock: async () => (answers.moved ? order : null),
    expireUnpaid: async () => answers.expired ?? [],
  } as unknown as OrdersRepository
}

describe('orders tell the catalogue bus when stock moves', () => {
  const now = new Date()
  it('a new order, a cancel and an expiry tell; a repeat, a shortage or nothing due do not', async () => {
    let told = 0
    const changed = async () => {
      told++
    }
    const moving = tellingStockChanges(fakeOrders({ moved: true, expired: [7] }), changed)
    await moving.createFromCart({} as never)
    await moving.moveReturningStock('o1', 'cancel', now)
    await moving.expireUnpaid(now, now, 10)
    expect(told).toBe(3)
    const still = tellingStockChanges(fakeOrders({ created: false }), changed)
    await still.createFromCart({} as never)
    await still.moveReturningStock('o1', 'cancel', now)
    await still.expireUnpaid(now, now, 10)
    await tellingStockChanges(fakeOrders({ created: 'shortage' }), changed).createFromCart(
      {} as never,
    )
    expect(told).toBe(3)
  })
})
