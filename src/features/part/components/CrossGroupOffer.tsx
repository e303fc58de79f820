import { formatPrice } from '@gruzovik/design-system'
import type { CrossGroup } from '../../../api/parts.ts'
import { crossGroupText } from '../../../content/part.ts'
import { crossGroupOffer } from '../part-view.ts'
import * as styles from './part.css.ts'

/** "от 1 234 ₽" while any part of the group is in stock, otherwise "Нет в наличии"
 * (docs/product.md#part-prices). */
export function CrossGroupOffer({ group }: { group: CrossGroup }) {
  const offer = crossGroupOffer(group)
  return (
    <p className={styles.offer}>
      {offer.inStock
        ? crossGroupText.minPrice(formatPrice(offer.minPrice, { decimals: 'auto' }))
        : crossGroupText.outOfStock}
    </p>
  )
}
