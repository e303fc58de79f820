import type { components } from '@gruzovik/openapi'
import type { OrderLineState } from '@gruzovik/rules'
import { partLink } from '../parts/present-part.ts'
import { trackingUrl } from './carriers.ts'
import { canMove, mayStartCardPayment } from './order-lifecycle.ts'
import type { OrderItemRow, OrderRow, OrderStatusChangeRow } from './orders.repository.ts'

type S = components['schemas']

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

/**
 * What the order lifecycle allows now (order-lifecycle.ts). Cancel also needs the viewer to be
 * allowed to change it (`mayEdit`: their own order, or a colleague's with `order.edit`), so
 * nobody is offered a button that answers 403. A paid card order is cancelled by a refund
 * (`refund`), until a manager takes it.
 */
export const orderAllows = (order: OrderRow, mayEdit = true): S['OrderAllows'] => ({
  pay: mayStartCardPayment(order),
  cancel:
    mayEdit &&
    (canMove(order.status, 'cancel') ||
      (order.paymentMethod === 'card' && canMove(order.status, 'refund'))),
})

export function presentFastOrder(order: OrderRow): S['FastOrderResponse'] {
  return {
    number: String(order.number),
    cost: order.cost,
    created_at: unixSeconds(order.createdAt),
  }
}

/** Lines still waiting when the order itself is cancelled or returned are cancelled with it. */
const lineStateIn = (order: OrderRow, state: OrderLineState): OrderLineState =>
  (order.status === 'cancelled' || order.status === 'return') &&
  (state === 'ordered' || state === 'confirmed' || state === 'ready')
    ? 'cancelled'
    : state

export function presentOrder(
  order: OrderRow,
  items: OrderItemRow[],
  history: OrderStatusChangeRow[],
  mayEdit = true,
): S['Order'] {
  const { details } = order
  const noAllows = { edit: false, delete: false }
  return {
    number: String(order.number),
    status: order.status,
    created_at: unixSeconds(order.createdAt),
    cost: order.cost,
    delivery_cost: order.deliveryCost,
    items: items.map((item) => ({
      product_uuid: item.partId,
      full_title: item.title,
      article: item.article,
      link: partLink(item.slug),
      quantity: item.quantity,
      price: item.price,
      warranty_price: item.warrantyCost,
      total: item.cost,
      state: lineStateIn(order, item.state),
      confirmed_quantity: item.confirmedQuantity,
      shipped_quantity: item.shippedQuantity,
      cancel_reason: item.cancelReason,
      replaced_by: item.replacedBy
        ? {
            article: item.replacedBy.article,
            full_title: item.replacedBy.title,
            quantity: item.replacedBy.quantity,
          }
        : null,
      warehouse: item.warehouse,
      expected_on: item.expectedOn,
    })),
    counterparty: details.counterparty ? { ...details.counterparty, allows: noAllows } : null,
    recipient: details.recipient ? { ...details.recipient, allows: noAllows } : null,
    delivery: details.delivery,
    payment_method: order.paymentMethod,
    comment: details.comment,
    truck: order.truck ?? null,
    allows: orderAllows(order, mayEdit),
    status_history: history.map((change) => ({
      status: change.toStatus,
      from_status: change.fromStatus,
      changed_at: unixSeconds(change.changedAt),
    })),
    shipment: {
      documents: order.shipmentDocuments,
      carrier: order.carrier,
      waybill: order.waybill,
      tracking_url: trackingUrl(order.carrier, order.waybill),
    },
  }
}

export function presentOrderSummary(
  order: OrderRow,
  itemsCount: number,
  mayEdit = true,
): S['OrderSummary'] {
  return {
    number: String(order.number),
    status: order.status,
    created_at: unixSeconds(order.createdAt),
    cost: order.cost,
    items_count: itemsCount,
    payment_method: order.paymentMethod,
    truck: order.truck ?? null,
    allows: orderAllows(order, mayEdit),
  }
}
