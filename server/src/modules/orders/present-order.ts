import type { components } from '@gruzovik/openapi'
import { partLink } from '../parts/present-part.ts'
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
    })),
    counterparty: details.counterparty ? { ...details.counterparty, allows: noAllows } : null,
    recipient: details.recipient ? { ...details.recipient, allows: noAllows } : null,
    delivery: details.delivery,
    payment_method: order.paymentMethod,
    comment: details.comment,
    allows: orderAllows(order, mayEdit),
    status_history: history.map((change) => ({
      status: change.toStatus,
      from_status: change.fromStatus,
      changed_at: unixSeconds(change.changedAt),
    })),
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
    allows: orderAllows(order, mayEdit),
  }
}
