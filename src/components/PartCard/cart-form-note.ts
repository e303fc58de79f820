import type { CartFormMark } from '@gruzovik/openapi/cart-form'
import { quantityRefusalText } from '@gruzovik/rules'
import { partCardText } from '../../content/catalog.ts'

/**
 * What the page says under a part's button once the buy form brought the buyer back
 * (docs/product.md#buy-before-script): added, or why not. A refused quantity is said in the
 * orderable quantity rule's words, the ones the API answers the same refusal with.
 */
export function cartFormNote(mark: CartFormMark): { added: boolean; text: string } {
  if (mark.kind === 'added') return { added: true, text: partCardText.added }
  switch (mark.reason) {
    case 'sold-out':
      return { added: false, text: quantityRefusalText({ reason: 'sold-out', max: 0 }) }
    case 'used-one':
      return { added: false, text: quantityRefusalText({ reason: 'used-one', max: 1 }) }
    case 'limit':
      return {
        added: false,
        text:
          mark.max === null
            ? partCardText.refusals.limit
            : quantityRefusalText({ reason: 'limit', max: mark.max }),
      }
    default:
      return { added: false, text: partCardText.refusals[mark.reason] }
  }
}
