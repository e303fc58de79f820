import { formatPrice, Inline } from '@gruzovik/design-system'
import type { CartProduct } from '../../../api/cart.ts'
import { orderText } from '../../../content/order.ts'
import { orderLineView, orderSums } from '../order-sums.ts'
import * as styles from './order.css.ts'

/** The cart lines being ordered with their warranties, and the sums (docs/product.md#cart-totals),
 * in rubles. */
export function OrderSummary({ lines }: { lines: readonly CartProduct[] }) {
  const sums = orderSums(lines)
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{orderText.cart}</h2>
      <ul className={styles.lines}>
        {lines.map((line) => {
          const view = orderLineView(line)
          return (
            <li key={line.product_uuid} className={styles.line}>
              <Inline as="span" space={2} align="space-between" wrap={false}>
                <span>{line.product.full_title}</span>
                <span>{formatPrice(view.cost)}</span>
              </Inline>
              <span className={styles.muted}>
                {orderText.article}: {line.product.article} · {orderText.quantity(line.quantity)}
              </span>
              {view.soldOut && <span className={styles.error}>{orderText.soldOut}</span>}
              <span className={styles.muted}>
                {orderText.warranty}:{' '}
                {view.warrantyCost > 0 ? formatPrice(view.warrantyCost) : orderText.noWarranty}
              </span>
            </li>
          )
        })}
      </ul>
      <dl className={styles.sums}>
        {sums.discount > 0 && (
          <div className={styles.sumRow}>
            <dt>{orderText.discount}</dt>
            <dd>−{formatPrice(sums.discount)}</dd>
          </div>
        )}
        {sums.warranties > 0 && (
          <div className={styles.sumRow}>
            <dt>{orderText.warrantyTotal}</dt>
            <dd>{formatPrice(sums.warranties)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{orderText.total}</dt>
          <dd>{formatPrice(sums.total)}</dd>
        </div>
      </dl>
    </section>
  )
}
