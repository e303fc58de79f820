import { formatPrice, Text } from '@gruzovik/design-system'
import type { CrossGroup } from '../../../api/parts.ts'
import { crossGroupText } from '../../../content/part.ts'
import { crossGroupOffer } from '../part-view.ts'

/** "от 1 234 ₽" while any part of the group is in stock, otherwise "Нет в наличии"
 * (docs/product.md#part-prices). */
export function CrossGroupOffer({ group }: { group: CrossGroup }) {
  const offer = crossGroupOffer(group)
  return (
    <Text as="p" size="lg" weight="bold">
      {offer.inStock
        ? crossGroupText.minPrice(formatPrice(offer.minPrice, { decimals: 'auto' }))
        : crossGroupText.outOfStock}
    </Text>
  )
}
