import {
  Button,
  EmptyState,
  formatPrice,
  formatUnixDate,
  Pagination,
  Table,
} from '@gruzovik/design-system'
import { useState } from 'react'
import { listOrders, type OrderPage } from '../../../api/account-orders.ts'
import { createOrderPayment } from '../../../api/orders.ts'
import { ordersText } from '../../../content/account.ts'
import { rememberPayingOrder } from '../../../lib/navigation/payment-return.ts'
import { resolveNavigation } from '../../../lib/navigation/safe-url.ts'
import { useLoad } from '../use-load.ts'
import * as styles from './account.css.ts'
import { LoadView } from './LoadView.tsx'

export type OrdersTab = keyof typeof ordersText.titles
type Row = OrderPage['items'][number] & { id: string }

/** Goes to the payment provider's page (a full load; it may live on another origin). */
async function pay(number: string) {
  try {
    const { payment_url } = await createOrderPayment(number)
    const target = resolveNavigation(payment_url, {
      external: true,
      origin: window.location.origin,
    })
    rememberPayingOrder(number)
    window.location.assign(target.href)
  } catch {
    // The API layer has shown the notification.
  }
}

/** /account/orders and its tabs: the customer's orders by status, paged by the server. */
export function OrdersPage({ status }: { status: OrdersTab }) {
  const [page, setPage] = useState(1)
  const { state, reload } = useLoad(() => listOrders({ status, page }), `${status}:${page}`)
  const title = ordersText.titles[status]
  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <h1 id="orders-title" className={styles.title}>
        {title}
      </h1>
      <LoadView state={state} retry={reload}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              description={ordersText.empty}
              action={<a href="/catalog">{ordersText.toCatalog}</a>}
            />
          ) : (
            <>
              <Table<Row>
                aria-label={title}
                rows={data.items.map((order) => ({ ...order, id: order.number }))}
                columns={[
                  { id: 'number', title: ordersText.number, render: (o) => `№${o.number}` },
                  {
                    id: 'date',
                    title: ordersText.date,
                    render: (o) => formatUnixDate(o.created_at),
                  },
                  {
                    id: 'status',
                    title: ordersText.status,
                    render: (o) => ordersText.statuses[o.status],
                  },
                  {
                    id: 'payment',
                    title: ordersText.payment,
                    render: (o) => ordersText.methods[o.payment_method],
                  },
                  {
                    id: 'items',
                    title: ordersText.items,
                    align: 'end',
                    render: (o) => o.items_count,
                  },
                  {
                    id: 'sum',
                    title: ordersText.sum,
                    align: 'end',
                    render: (o) => formatPrice(o.cost),
                  },
                  {
                    id: 'pay',
                    title: ordersText.pay,
                    render: (o) =>
                      o.allows.pay && o.payment_method === 'card' ? (
                        <Button size="sm" variant="primary" onPress={() => void pay(o.number)}>
                          {ordersText.pay}
                        </Button>
                      ) : null,
                  },
                ]}
              />
              <Pagination
                page={data.pagination.page}
                totalPages={data.pagination.last_page}
                onChange={setPage}
              />
            </>
          )
        }
      </LoadView>
    </section>
  )
}
