import {
  EmptyState,
  formatPrice,
  formatUnixDate,
  Heading,
  Pagination,
  Table,
} from '@gruzovik/design-system'
import { useState } from 'react'
import { listOrders, type OrderPage } from '../../../api/account-orders.ts'
import { accountText, ordersText } from '../../../content/account.ts'
import { useAccountTitle } from '../use-account-title.ts'
import { useLoad } from '../use-load.ts'
import * as styles from './account.css.ts'
import { InAppLink } from './InAppLink.tsx'
import { LoadView } from './LoadView.tsx'
import { OrderActions } from './OrderActions.tsx'

export type OrdersTab = keyof typeof ordersText.titles
type Row = OrderPage['items'][number] & { id: string }

/** /account/orders and its tabs: the customer's orders by status, paged by the server. */
export function OrdersPage({ status }: { status: OrdersTab }) {
  const [page, setPage] = useState(1)
  const { state, reload } = useLoad(() => listOrders({ status, page }), `${status}:${page}`)
  const title = ordersText.titles[status]
  useAccountTitle(title)
  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <Heading level={1} size="xl" id="orders-title">
        {title}
      </Heading>
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
                layout="cards"
                rows={data.items.map((order) => ({ ...order, id: order.number }))}
                columns={[
                  {
                    id: 'number',
                    title: ordersText.number,
                    render: (o) => (
                      <InAppLink to={`/account/orders/${o.number}`}>№{o.number}</InAppLink>
                    ),
                  },
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
                    id: 'truck',
                    title: ordersText.truck,
                    render: (o) => (o.truck ? ordersText.truckLabel(o.truck) : ordersText.noTruck),
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
                    id: 'actions',
                    title: accountText.actions,
                    render: (o) => <OrderActions order={o} onCancelled={reload} />,
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
