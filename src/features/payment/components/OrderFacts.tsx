import { formatPrice, formatUnixDate, Heading, Text } from '@gruzovik/design-system'
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
        <Text as="dd" weight="bold">
          {paymentText.orderNumber(order.number)}
        </Text>
        <dt className={styles.term}>{paymentText.date}</dt>
        <Text as="dd" weight="bold">
          {formatUnixDate(order.created_at)}
        </Text>
        <dt className={styles.term}>{paymentText.sum}</dt>
        <Text as="dd" weight="bold">
          {formatPrice(order.cost)}
        </Text>
        <dt className={styles.term}>{paymentText.status}</dt>
        <Text as="dd" weight="bold">
          {ordersText.statuses[order.status]}
        </Text>
        <dt className={styles.term}>{paymentText.receipt}</dt>
        <Text as="dd" weight="bold">
          {receiptText(order.delivery)}
        </Text>
      </dl>
      {order.items.length > 0 && (
        <section className={styles.items} aria-label={paymentText.items}>
          <Heading level={2} size="lg">
            {paymentText.items}
          </Heading>
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
