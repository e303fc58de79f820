/**
 * The address's parameters of the buy form's mark (cart-form.ts), apart: the shop's start-up
 * reads only these, so the rest of the contract stays with the pages that have buy buttons.
 */
export const cartFormMarkParams = {
  added: 'cart_added',
  refused: 'cart_refused',
  reason: 'reason',
  max: 'max',
} as const

/**
 * Whether an address's query may hold a mark: a cheap test for the shop's start-up, which loads
 * the code that drops a mark (withoutCartFormMark) only for such an address.
 */
export const mayHaveCartFormMark = (search: string) =>
  new RegExp(`[?&](${cartFormMarkParams.added}|${cartFormMarkParams.refused})=`).test(search)
