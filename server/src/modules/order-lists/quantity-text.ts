import { MAX_LINE_QUANTITY } from '@gruzovik/rules'
import { orderListMessages as m } from './messages.ts'

/** The largest quantity one line may ask for (the cart's own bound, openapi CartItemInput). */
export const maxLineQuantity = MAX_LINE_QUANTITY

export type QuantityReading = { ok: true; quantity: number } | { ok: false; message: string }

/**
 * A quantity as a buyer writes it in a list (docs/product.md#order-from-a-list): «2», «2 шт»,
 * «2шт.», «2.0» from a spreadsheet; empty means one piece. «1,5», «-3», «0», «abc» are not
 * quantities: the row says why and keeps the text.
 */
export function readQuantity(input: string | number | null | undefined): QuantityReading {
  const text = input === null || input === undefined ? '' : String(input).trim()
  if (text === '') return { ok: true, quantity: 1 }
  const match = /^([+-]?\d+(?:[.,]\d+)?)\s*(?:шт\.?|штук[аи]?|pcs\.?|pc\.?|ед\.?)?$/i.exec(text)
  if (!match?.[1]) return { ok: false, message: m.badQuantity(text) }
  const value = Number(match[1].replace(',', '.'))
  if (!Number.isFinite(value)) return { ok: false, message: m.badQuantity(text) }
  if (!Number.isInteger(value)) return { ok: false, message: m.fractionalQuantity(text) }
  if (value < 1) return { ok: false, message: m.negativeQuantity(text) }
  if (value > maxLineQuantity)
    return { ok: false, message: m.tooBigQuantity(text, maxLineQuantity) }
  return { ok: true, quantity: value }
}
