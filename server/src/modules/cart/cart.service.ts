import type { components } from '@gruzovik/openapi'
import type { CartOwner } from '../customers/customer.ts'
import { presentPart } from '../parts/present-part.ts'
import { fieldError, invalid, notFound } from '../shared/domain-errors.ts'
import type { CartLine, CartRepository, PartRow } from './cart.repository.ts'
import { cartMessages } from './messages.ts'

type Cart = components['schemas']['Cart']
type CartItemInput = components['schemas']['CartItemInput']
type CartItemUpdate = components['schemas']['CartItemUpdate']

/**
 * How many pieces of a part one cart may hold: stock, and never more than 1 used part; none of
 * a part 1C deleted (its line stays, shown sold out).
 */
export const maxQuantity = (part: Pick<PartRow, 'isNotNew' | 'totalStock' | 'removedAt'>) =>
  part.removedAt ? 0 : part.isNotNew ? Math.min(1, part.totalStock) : part.totalStock

/** The quantity shown and ordered: what is in stock now (0 shows "sold out",
 * docs/product.md#cart-quantity). */
export const availableQuantity = (line: CartLine) =>
  Math.max(0, Math.min(line.item.quantity, maxQuantity(line.part)))

export function presentCart(cartId: string, lines: CartLine[]): Cart {
  return {
    uuid: cartId,
    cart_products: lines.map((line) => ({
      product: presentPart(line.part, line.warranties),
      product_uuid: line.part.id,
      quantity: availableQuantity(line),
      warranty_uuid: line.item.warrantyId,
    })),
  }
}

function checkQuantity(part: PartRow, quantity: number) {
  const max = maxQuantity(part)
  if (quantity <= max) return
  if (max === 0) throw fieldError('quantity', cartMessages.soldOut)
  if (part.isNotNew) throw fieldError('quantity', cartMessages.usedOnlyOne)
  throw fieldError('quantity', cartMessages.onlyInStock(max))
}

/** `undefined` keeps the line's warranty, `''`/null removes it, a uuid must be the part's. */
function resolveWarranty(
  requested: string | null | undefined,
  line: Pick<CartLine, 'warranties'>,
  current: string | null,
): string | null {
  if (requested === undefined) return current
  if (requested === null || requested === '') return null
  const wanted = requested.toLowerCase()
  if (!line.warranties.some((w) => w.id === wanted)) {
    throw fieldError('warranty_uuid', cartMessages.warrantyNotFound)
  }
  return wanted
}

export function createCartService(deps: { carts: CartRepository }) {
  const { carts } = deps

  async function snapshot(owner: CartOwner): Promise<Cart> {
    const cartId = await carts.ensureCart(owner)
    return presentCart(cartId, await carts.lines(cartId))
  }

  function requireOwner(owner: CartOwner | null): CartOwner {
    if (!owner) throw invalid(cartMessages.noSession, { session: [cartMessages.noSession] })
    return owner
  }

  return {
    /** A visitor with neither a token nor a session gets an empty cart that is not stored. */
    async get(owner: CartOwner | null): Promise<Cart> {
      if (!owner) return { uuid: crypto.randomUUID(), cart_products: [] }
      return snapshot(owner)
    },

    async add(owner: CartOwner | null, input: CartItemInput): Promise<Cart> {
      const who = requireOwner(owner)
      const productId = input.product_uuid.toLowerCase()
      const found = await carts.part(productId)
      if (!found) throw notFound(cartMessages.partNotFound)
      await carts.withLockedCart(who, async ({ current, setLine }) => {
        const existing = current.find((line) => line.part.id === productId)
        const quantity = (existing?.item.quantity ?? 0) + input.quantity
        checkQuantity(found.part, quantity)
        const warranty = resolveWarranty(
          input.warranty_uuid,
          found,
          existing?.item.warrantyId ?? null,
        )
        await setLine(productId, quantity, warranty)
      })
      return snapshot(who)
    },

    async update(owner: CartOwner | null, input: CartItemUpdate): Promise<Cart> {
      const who = requireOwner(owner)
      const productId = input.product_uuid.toLowerCase()
      await carts.withLockedCart(who, async ({ current, setLine }) => {
        const line = current.find((l) => l.part.id === productId)
        if (!line) throw notFound(cartMessages.notInCart)
        checkQuantity(line.part, input.quantity)
        const warranty = resolveWarranty(input.warranty_uuid, line, line.item.warrantyId)
        await setLine(productId, input.quantity, warranty)
      })
      return snapshot(who)
    },

    /** Removing a line that is already gone answers the cart as it is (a double click). */
    async remove(owner: CartOwner | null, productUuid: string): Promise<Cart> {
      const who = requireOwner(owner)
      await carts.withLockedCart(who, ({ removeLine }) => removeLine(productUuid.toLowerCase()))
      return snapshot(who)
    },

    async clear(owner: CartOwner | null): Promise<Cart> {
      const who = requireOwner(owner)
      await carts.withLockedCart(who, ({ clear }) => clear())
      return snapshot(who)
    },

    mergeGuestCart: (sessionId: string, customerId: string) =>
      carts.mergeGuestCart(sessionId, customerId),
  }
}

export type CartService = ReturnType<typeof createCartService>
