import { formatDate } from '@gruzovik/design-system'
import type { Order } from '../../../api/orders.ts'
import { orderPageText as text } from '../../../content/account-order.ts'
import * as styles from './account.css.ts'
import * as css from './order-page.css.ts'

/** An ISO date of the API (`2026-12-03`) as the shop writes dates: «3 декабря 2026». */
export const formatIsoDay = (day: string) => formatDate(new Date(`${day}T12:00:00Z`))

/** What 1C reported for one line: its state, pieces confirmed and shipped, date, replacement. */
export function OrderLineTracking({ item }: { item: Order['items'][number] }) {
  const facts = [
    item.confirmed_quantity !== null && item.confirmed_quantity !== item.quantity
      ? text.confirmedOf(item.confirmed_quantity, item.quantity)
      : null,
    item.shipped_quantity > 0 && item.state !== 'shipped'
      ? text.shippedOf(item.shipped_quantity)
      : null,
    item.expected_on && item.state !== 'shipped' && item.state !== 'cancelled'
      ? text.expected(formatIsoDay(item.expected_on))
      : null,
    item.warehouse ? text.fromWarehouse(item.warehouse) : null,
    item.replaced_by
      ? text.replacedBy(
          item.replaced_by.article,
          item.replaced_by.full_title,
          item.replaced_by.quantity,
        )
      : null,
    item.cancel_reason ? text.cancelReason(item.cancel_reason) : null,
  ].filter((fact): fact is string => fact !== null)
  return (
    <div className={styles.muted}>
      <span className={css.lineState} data-state={item.state}>
        {text.lineStates[item.state]}
      </span>
      {facts.length > 0 && <> · {facts.join(' · ')}</>}
    </div>
  )
}
