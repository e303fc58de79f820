import { Heading } from '@gruzovik/design-system'
import type { Order } from '../../../api/orders.ts'
import { orderPageText as text } from '../../../content/account-order.ts'
import { formatIsoDay } from './OrderLineTracking.tsx'
import * as css from './order-page.css.ts'

/** The order's shipment as 1C reported it: documents, transport company, the waybill's page. */
export function OrderShipment({ shipment }: { shipment: Order['shipment'] }) {
  if (shipment.documents.length === 0 && !shipment.waybill && !shipment.carrier) return null
  return (
    <section className={css.section} aria-labelledby="order-shipment">
      <Heading level={2} size="lg" id="order-shipment">
        {text.shipment}
      </Heading>
      <dl className={css.facts}>
        {shipment.documents.length > 0 && (
          <div className={css.fact}>
            <dt className={css.term}>{text.documents}</dt>
            <dd className={css.definition}>
              {shipment.documents
                .map((d) => text.document(d.kind, d.number, d.date ? formatIsoDay(d.date) : null))
                .join(', ')}
            </dd>
          </div>
        )}
        {shipment.carrier && (
          <div className={css.fact}>
            <dt className={css.term}>{text.carrier}</dt>
            <dd className={css.definition}>{shipment.carrier}</dd>
          </div>
        )}
        {shipment.waybill && (
          <div className={css.fact}>
            <dt className={css.term}>{text.waybill}</dt>
            <dd className={css.definition}>
              {shipment.tracking_url ? (
                <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                  {text.trackWaybill(shipment.waybill)}
                </a>
              ) : (
                shipment.waybill
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}
