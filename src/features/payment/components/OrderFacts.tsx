import { formatPrice, formatUnixDate } from '@gruzovik/design-system'
import type { Order } from '../../../api/orders.ts'
import { ordersText } from '../../../content/account.ts'
import { branchById } from '../../../content/branches.ts'
import { paymentText } from '../../../content/payment.ts'
import * as styles from './OrderResult.css.ts'

/** How the order is received, in words: the pickup branch's address or the transport company. */
export function receiptText(delivery: Order['delivery']): string {
  if (delivery.type === 'pickup') {
    const branch = branchById(delivery.branch)
    return paymentText.pickup(branch.city, branch.address)
  }
  const where = [delivery.city, delivery.address].filter(Boolean).join(', ')
  return paymentText.transport(delivery.transport_company, where)
}

/** A placed order on a result page: every fact labelled, how it is received, and its lines. */
export function OrderFacts({ order }: { order: Order }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.term}>{paymentText.order}</dt>
        <dd className={styles.value}>{paymentText.orderNumber(order.number)}</dd>
        <dt className={styles.term}>{paymentText.date}</dt>
        <dd className={styles.value}>{formatUnixDate(order.created_at)}</dd>
        <dt className={styles.term}>{paymentText.sum}</dt>
        <dd className={styles.value}>{formatPrice(order.cost)}</dd>
        <dt className={styles.term}>{paymentText.status}</dt>
        <dd className={styles.value}>{ordersText.statuses[order.status]}</dd>
        <dt className={styles.term}>{paymentText.receipt}</dt>
        <dd className={styles.value}>{receiptText(order.delivery)}</dd>
      </dl>
      {order.items.length > 0 && (
        <section className={styles.items} aria-label={paymentText.items}>
          <h2 className={styles.itemsTitle}>{paymentText.items}</h2>
          <ul className={styles.itemList}>
            {order.items.map((item) => (
              <li key={item.product_uuid} className={styles.item}>
                <span className={styles.itemTitle}>
                  {item.full_title}
                  <span className={styles.article}>{paymentText.article(item.article)}</span>
                </span>
                <span className={styles.itemSum}>
                  {paymentText.line(item.quantity, formatPrice(item.price))}
                  {item.warranty_price > 0 &&
                    `, ${paymentText.warranty(formatPrice(item.warranty_price))}`}
                  <strong>{formatPrice(item.total)}</strong>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
