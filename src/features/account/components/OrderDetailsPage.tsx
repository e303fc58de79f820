import { formatPrice, formatUnixDate, Heading } from '@gruzovik/design-system'
import { getOrder, type Order } from '../../../api/orders.ts'
import { ordersText } from '../../../content/account.ts'
import { orderPageText as text } from '../../../content/account-order.ts'
import { branches } from '../../../content/branches.ts'
import { claimFormText } from '../../../content/claims.ts'
import { useAccountTitle } from '../use-account-title.ts'
import { useLoad } from '../use-load.ts'
import * as styles from './account.css.ts'
import { InAppLink } from './InAppLink.tsx'
import { LoadView } from './LoadView.tsx'
import { OrderHistory } from './OrderHistory.tsx'
import { OrderLineTracking } from './OrderLineTracking.tsx'
import { OrderNextSteps } from './OrderNextSteps.tsx'
import { OrderShipment } from './OrderShipment.tsx'
import * as css from './order-page.css.ts'
import { PhoneText } from './PhoneText.tsx'

function deliveryText(delivery: Order['delivery']): string {
  if (delivery.type === 'pickup') {
    return text.pickup(branches.find((b) => b.id === delivery.branch)?.city ?? delivery.branch)
  }
  const where = [delivery.city, delivery.address].filter(Boolean).join(', ')
  return [text.transport(delivery.transport_company), where].filter(Boolean).join(': ')
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={css.fact}>
      <dt className={css.term}>{term}</dt>
      <dd className={css.definition}>{children}</dd>
    </div>
  )
}

/** One order: lines, delivery, recipient, buyer, payment, history and what can be done next. */
function OrderDetails({ order, reload }: { order: Order; reload: () => void }) {
  const buyer = order.counterparty
  const recipient = order.recipient
  return (
    <>
      <div className={css.heading}>
        <InAppLink to="/account/orders">← {text.back}</InAppLink>
        <Heading level={1} size="xl" id="order-title">
          {text.title(order.number)} {text.placed(formatUnixDate(order.created_at))}
        </Heading>
        <p className={styles.muted}>
          {ordersText.status}: {ordersText.statuses[order.status]}
        </p>
      </div>
      <section className={css.section} aria-labelledby="order-lines">
        <Heading level={2} size="lg" id="order-lines">
          {text.lines}
        </Heading>
        <ul className={css.lines}>
          {order.items.map((item) => (
            <li key={item.product_uuid} className={css.line}>
              <div>
                <a href={item.link}>{item.full_title}</a>
                <div className={styles.muted}>
                  {text.article} {item.article} · {item.quantity} × {formatPrice(item.price)} ·{' '}
                  {item.warranty_price > 0
                    ? `${text.warranty} ${formatPrice(item.warranty_price)}`
                    : text.noWarranty}
                </div>
                <OrderLineTracking item={item} />
                {item.shipped_quantity > 0 && (
                  <InAppLink to={`/account/returns/${order.number}/${item.product_uuid}`}>
                    {claimFormText.open}
                  </InAppLink>
                )}
              </div>
              <span className={css.lineSum}>{formatPrice(item.total)}</span>
            </li>
          ))}
        </ul>
        <p className={css.total}>
          <span>{text.orderTotal}</span>
          <span>{formatPrice(order.cost)}</span>
        </p>
      </section>
      <OrderShipment shipment={order.shipment} />
      <dl className={css.facts}>
        <Fact term={text.delivery}>{deliveryText(order.delivery)}</Fact>
        <Fact term={text.recipient}>
          {recipient ? (
            <>
              {recipient.full_name}, <PhoneText phone={recipient.phone} />
            </>
          ) : (
            text.buyerReceives
          )}
        </Fact>
        <Fact term={text.buyer}>
          {buyer
            ? `${buyer.title}, ${text.requisites(buyer.inn, buyer.kpp)}, ${buyer.legal_address}`
            : text.privatePerson}
        </Fact>
        <Fact term={text.payment}>{ordersText.methods[order.payment_method]}</Fact>
        {order.truck && (
          <Fact term={text.truck}>
            {[
              ordersText.truckLabel(order.truck),
              order.truck.vin && text.truckVin(order.truck.vin),
              order.truck.plate_number && text.truckPlate(order.truck.plate_number),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Fact>
        )}
        {order.comment && <Fact term={text.comment}>{order.comment}</Fact>}
      </dl>
      <OrderHistory history={order.status_history} />
      <OrderNextSteps order={order} onChanged={reload} />
    </>
  )
}

/** /account/orders/{number}. */
export function OrderDetailsPage({ number }: { number: string }) {
  const { state, reload } = useLoad(() => getOrder(number), number)
  useAccountTitle(text.title(number))
  return (
    <section className={styles.page} aria-labelledby="order-title">
      <LoadView state={state} retry={reload}>
        {(order) => <OrderDetails order={order} reload={reload} />}
      </LoadView>
    </section>
  )
}
