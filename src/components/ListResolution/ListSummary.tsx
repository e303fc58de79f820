import { formatPrice } from '@gruzovik/design-system'
import type { ImportResolution } from '@gruzovik/machines'
import { orderListText as text } from '../../content/order-list.ts'
import * as styles from './ListResolution.css.ts'

/** Found / to choose / short / not found, and the sum that will go to the cart. */
export function ListSummary({ summary }: { summary: ImportResolution['summary'] }) {
  const items: Array<[string, string]> = [
    [text.summary.found, String(summary.found)],
    [text.summary.choose_brand, String(summary.choose_brand)],
    [text.summary.short, String(summary.short + summary.sold_out)],
    [text.summary.not_found, String(summary.not_found + summary.bad_quantity)],
    [text.summary.total, formatPrice(summary.total, { decimals: 'always' })],
  ]
  return (
    <dl className={styles.summary} aria-label={text.summaryLabel}>
      {items.map(([term, value]) => (
        <div key={term} className={styles.summaryItem}>
          <dt>{term}</dt>
          <dd className={styles.summaryValue}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
