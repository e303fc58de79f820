import { formatUnixDateTime, Heading } from '@gruzovik/design-system'
import type { Order } from '../../../api/orders.ts'
import { ordersText } from '../../../content/account.ts'
import { orderPageText as text } from '../../../content/account-order.ts'
import * as css from './order-page.css.ts'

/** The order's status changes, oldest first, with Russian dates in Moscow time. */
export function OrderHistory({ history }: { history: Order['status_history'] }) {
  return (
    <section className={css.section} aria-labelledby="order-history">
      <Heading level={2} size="lg" id="order-history">
        {text.history}
      </Heading>
      <table className={css.historyTable} aria-labelledby="order-history">
        <thead>
          <tr>
            <th scope="col">{text.historyWhen}</th>
            <th scope="col">{text.historyStatus}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((change) => (
            <tr key={`${change.changed_at}:${change.status}`}>
              <td>
                <time dateTime={new Date(change.changed_at * 1000).toISOString()}>
                  {formatUnixDateTime(change.changed_at)}
                </time>
              </td>
              <td>
                {change.from_status === null
                  ? text.createdAs(ordersText.statuses[change.status])
                  : ordersText.statuses[change.status]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
