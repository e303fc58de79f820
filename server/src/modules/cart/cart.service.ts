import type { components } from '@gruzovik/openapi'
import {
  heldQuantity,
  orderableQuantity,
  type QuantityRefusal,
  quantityRefusalOf,
  quantityRefusalText,
} from '@gruzovik/rules'
import type { CartOwner } from '../customers/customer.ts'
import { presentPart, quantityFactsOf } from '../parts/present-part.ts'
import { DomainError, fieldError, invalid, notFound } from '../shared/domain-errors.ts'
import type { CartLine, CartRepository, PartRow } from './cart.repository.ts'
import { lineCost, totalUnitPrice } from './cart-totals.ts'
import { cartMessages } from './messages.ts'

type Cart = components['schemas']['Cart']
type CartItemInput = components['schemas']['CartItemInput']
type CartItemUpdate = components['schemas']['CartItemUpdate']
type CartImportLine = components['schemas']['CartImportLine']

/** The quantity shown and ordered: what may be bought now (the orderable quantity rule of
 * @gruzovik/rules; 0 shows "sold out", docs/product.md#cart-quantity). */
const availableQuantity = (line: CartLine) =>
  heldQuantity(line.item.quantity, quantityFactsOf(line.part))

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

/** A quantity the orderable quantity rule refuses, with why: the API says the rule's words, the
 * buy form (cart-form.routes.ts) sends the reason back to the page, which says the same words. */
export class QuantityRefused extends DomainError {
  readonly reason: QuantityRefusal['reason']
  readonly max: number
  constructor(refusal: QuantityRefusal) {
    const message = quantityRefusalText(refusal)
    super('invalid', message, { quantity: [message] })
    this.reason = refusal.reason
    this.max = refusal.max
  }
}

function checkQuantity(part: PartRow, quantity: number) {
  const refusal = quantityRefusalOf(quantity, quantityFactsOf(part))
  if (refusal) throw new QuantityRefused(refusal)
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

    /**
     * Lines of a list added in one request (docs/product.md#order-from-a-list): merged with the
     * cart (quantities add, held within what may be bought by the quantity rule), all or
     * nothing under the cart's lock — an unknown part (404) or one sold out now (422 on its
     * line) writes nothing, so the cart is never emptied or doubled.
     */
    async importLines(owner: CartOwner | null, lines: CartImportLine[]): Promise<Cart> {
      const who = requireOwner(owner)
      const wanted = new Map<string, number>()
      for (const line of lines) {
        const id = line.product_uuid.toLowerCase()
        wanted.set(id, (wanted.get(id) ?? 0) + line.quantity)
      }
      await carts.withLockedCart(who, async ({ current, parts, setLines }) => {
        const found = new Map((await parts([...wanted.keys()])).map((part) => [part.id, part]))
        const writes: { partId: string; quantity: number; warrantyId: string | null }[] = []
        for (const [index, line] of lines.entries()) {
          const id = line.product_uuid.toLowerCase()
          const part = found.get(id)
          if (!part) throw notFound(cartMessages.partNotFound)
          if (orderableQuantity(quantityFactsOf(part)) === 0) {
            const message = cartMessages.lineSoldOut(part.article)
            throw invalid(message, { [`lines.${index}.quantity`]: [message] })
          }
        }
        for (const [id, quantity] of wanted) {
          const part = found.get(id) as PartRow
          const existing = current.find((l) => l.part.id === id)
          writes.push({
            partId: id,
            quantity: heldQuantity(
              (existing?.item.quantity ?? 0) + quantity,
              quantityFactsOf(part),
            ),
            warrantyId: existing?.item.warrantyId ?? null,
          })
        }
        await setLines(writes)
      })
      return snapshot(who)
    },

    /** The cart's lines with their money (cart-totals.ts) for its workbook. */
    async exportLines(owner: CartOwner | null) {
      if (!owner) return []
      const lines = await carts.lines(await carts.ensureCart(owner))
      return lines.map((line) => {
        const quantity = availableQuantity(line)
        const warranty = line.warranties.find((w) => w.id === line.item.warrantyId) ?? null
        const cost = lineCost({
          price: line.part,
          quantity,
          warranty: warranty
            ? { priceType: warranty.priceType, fix: warranty.fix, percent: warranty.percent }
            : null,
        })
        return {
          productId: line.part.id,
          article: line.part.article,
          name: line.part.fullTitle,
          quantity,
          unitPrice: totalUnitPrice(line.part),
          warranty: cost.warranty,
          total: cost.total,
        }
      })
    },

    mergeGuestCart: (sessionId: string, customerId: string) =>
      carts.mergeGuestCart(sessionId, customerId),
  }
}

export type CartService = ReturnType<typeof createCartService>
