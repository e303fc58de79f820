import { describe, expect, it } from 'vitest'
import type { CartRepository, PartRow } from '../server/src/modules/cart/cart.repository.ts'
import { createCartService } from '../server/src/modules/cart/cart.service.ts'
import { cartFormRefusalOf } from '../server/src/modules/cart/cart-form.routes.ts'
import { DomainError } from '../server/src/modules/shared/domain-errors.ts'
import { cartFormNote } from '../src/components/PartCard/cart-form-note.ts'

/**
 * A refused «В корзину» reaches the buyer two ways: with the page's script, the API's message
 * (the server's cart); before it, the buy form's reason in the address, said by the page
 * (cart-form-note.ts). This suite adds each refused case through the server's cart service, turns
 * the error into the form's mark as its route does, and pins the page's words to the API's.
 */
type Facts = Pick<PartRow, 'totalStock' | 'isNotNew' | 'removedAt'>

/** The cart service over a store holding one part (or none) and an empty cart. */
function cartOf(part: Facts | null) {
  const carts = {
    part: async () => (part ? { part: part as PartRow, warranties: [] } : null),
    withLockedCart: async <T>(
      _owner: unknown,
      work: (cart: { current: []; setLine: () => Promise<void> }) => Promise<T>,
    ) => work({ current: [], setLine: async () => {} }),
  }
  return createCartService({ carts: carts as unknown as CartRepository })
}

async function refusalOf(part: Facts | null, quantity: number): Promise<DomainError> {
  const added = cartOf(part).add(
    { sessionId: 'b6f1c1d6-3f0e-4c59-9d0a-5c8a3f1e2a10' },
    { product_uuid: '5c2e7a10-8b1f-4c3d-9e2a-7f6b5a4c3d21', quantity },
  )
  const error = await added.then(
    () => null,
    (failure: unknown) => failure,
  )
  if (!(error instanceof DomainError)) throw new Error(`not refused: ${String(error)}`)
  return error
}

const part = (totalStock: number, isNotNew = false, removedAt: Date | null = null) => ({
  totalStock,
  isNotNew,
  removedAt,
})

describe('a refused «В корзину»: the page says what the API says', () => {
  it.each([
    ['a sold-out part', part(0), 1, 'sold-out', 'Товар закончился!'],
    ['a part 1C removed', part(5, false, new Date()), 1, 'sold-out', 'Товар закончился!'],
    [
      'two of a used part',
      part(3, true),
      2,
      'used-one',
      'Б/у запчасть есть в единственном экземпляре',
    ],
    ['more than the stock', part(3), 5, 'limit', 'Доступно только 3 шт.'],
    ['an unknown part', null, 1, 'not-found', 'Запчасть не найдена'],
  ])('%s', async (_, facts, quantity, reason, words) => {
    const error = await refusalOf(facts, quantity)
    const mark = { kind: 'refused', product: 'p', ...cartFormRefusalOf(error) } as const
    expect(mark.reason).toBe(reason)
    expect(error.message).toBe(words)
    expect(cartFormNote(mark)).toEqual({ added: false, text: error.message })
  })
})
