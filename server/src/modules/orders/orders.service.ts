import type { components } from '@gruzovik/openapi'
import type { OrderRecordsService } from '../account/order-records.service.ts'
import { maskedPassportNumber, maskPassportSeries } from '../account/passport-mask.ts'
import type { CustomerWithAccount } from '../customers/customer.ts'
import { customerMessages } from '../customers/messages.ts'
import { checkPermission } from '../permissions/check-permission.ts'
import { conflict, fieldError, forbidden, invalid, notFound } from '../shared/domain-errors.ts'
import { orderMessages } from './messages.ts'
import { canMove, mayStartCardPayment, type OrderStatus } from './order-lifecycle.ts'
import {
  EmptyCartError,
  type NewOrder,
  type OrderRow,
  type OrdersRepository,
} from './orders.repository.ts'
import {
  orderAllows,
  presentFastOrder,
  presentOrder,
  presentOrderSummary,
} from './present-order.ts'

type S = components['schemas']

/** A second "quick order" within this time after the cart became an order is a double click. */
export const doubleClickWindowMs = 10_000

/** Order list tabs of the account area and the statuses each shows
 * (docs/product.md#orders-and-payment). */
const statusesOfTab: Record<string, readonly OrderStatus[] | null> = {
  all: null,
  work: ['new', 'work', 'paid', 'shipped'],
  'wait-pay': ['wait_pay'],
  return: ['return'],
}

/** Fast orders are called back by a manager: pickup in St. Petersburg until agreed otherwise. */
const fastOrderDelivery: S['Delivery'] = { type: 'pickup', branch: 'spb' }

/** A customer changes their own orders, and a colleague's with `order.edit`. */
const mayEdit = (who: CustomerWithAccount, order: Pick<OrderRow, 'customerId'>) =>
  order.customerId === who.customer.id || checkPermission(who.customer.permissions, 'order.edit')

export function createOrdersService(deps: {
  orders: OrdersRepository
  account: OrderRecordsService
  /**
   * Whether a card payment can be completed (a provider, or the dev bank). Without one a card
   * order is refused up front instead of holding its stock for a payment that cannot come.
   */
  cardPayments: boolean
  /**
   * The payments module's two services to orders (it depends on orders, not the other way):
   * re-reading a payment still pending at the provider before an order is shown, and the refund
   * of a paid card order its customer cancels.
   */
  payments?: {
    refresh(orderId: string): Promise<void>
    refund(order: OrderRow): Promise<void>
  }
  /** The trucks module's: the buyer's truck an order is for, null when not theirs to see. */
  trucks?: {
    orderTruck(
      who: CustomerWithAccount,
      id: string,
    ): Promise<{ id: string; snapshot: S['OrderTruck'] } | null>
  }
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())

  async function fromCart(input: Omit<NewOrder, 'doubleClickWindowMs' | 'now'>) {
    let made: Awaited<ReturnType<OrdersRepository['createFromCart']>>
    try {
      made = await deps.orders.createFromCart({ ...input, doubleClickWindowMs, now: now() })
    } catch (error) {
      if (error instanceof EmptyCartError) {
        throw invalid(orderMessages.emptyCart, { cart: [orderMessages.emptyCart] })
      }
      throw error
    }
    if ('shortage' in made) {
      const lines = made.shortage.map(orderMessages.shortLine)
      throw conflict(orderMessages.notEnoughStock(lines), { cart: lines })
    }
    return made
  }

  /** The order as the API answers it: its lines and its status history. */
  async function present(order: OrderRow, mayEditIt = true): Promise<S['Order']> {
    const [items, history] = await Promise.all([
      deps.orders.items(order.id),
      deps.orders.history(order.id),
    ])
    return presentOrder(order, items, history, mayEditIt)
  }

  /** The order if the customer may see it: their own, or their account's with order.show. */
  async function visibleOrder(who: CustomerWithAccount, numberText: string): Promise<OrderRow> {
    const number = /^\d{1,9}$/.test(numberText) ? Number(numberText) : null
    const order = number === null ? null : await deps.orders.byNumber(number)
    if (!order || order.accountId !== who.account.id) throw notFound(orderMessages.notFound)
    if (
      order.customerId !== who.customer.id &&
      !checkPermission(who.customer.permissions, 'order.show')
    ) {
      throw forbidden(customerMessages.forbidden)
    }
    return order
  }

  async function snapshotDetails(who: CustomerWithAccount, input: S['OrderInput']) {
    const accountId = who.account.id
    const counterparty = input.counterparty_uuid
      ? await deps.account.counterparty(accountId, input.counterparty_uuid.toLowerCase())
      : null
    if (input.counterparty_uuid && !counterparty) {
      throw fieldError('counterparty_uuid', orderMessages.counterpartyNotFound)
    }
    if (input.payment_method === 'invoice' && !counterparty) {
      throw fieldError('counterparty_uuid', orderMessages.invoiceNeedsCounterparty)
    }
    const recipient = input.recipient_uuid
      ? await deps.account.recipient(accountId, input.recipient_uuid.toLowerCase())
      : null
    if (input.recipient_uuid && !recipient) {
      throw fieldError('recipient_uuid', orderMessages.recipientNotFound)
    }
    let delivery: S['Delivery'] = input.delivery
    if (delivery.type === 'transport_company' && delivery.address_uuid) {
      const address = await deps.account.address(accountId, delivery.address_uuid.toLowerCase())
      if (!address) throw fieldError('delivery.address_uuid', orderMessages.addressNotFound)
      delivery = { ...delivery, city: address.city, address: address.address }
    }
    return {
      counterparty: counterparty && {
        uuid: counterparty.id,
        type: counterparty.type,
        title: counterparty.title,
        inn: counterparty.inn,
        kpp: counterparty.kpp,
        ogrn: counterparty.ogrn,
        legal_address: counterparty.legalAddress,
      },
      recipient: recipient && {
        uuid: recipient.id,
        full_name: recipient.fullName,
        phone: recipient.phone,
        passport_series: maskPassportSeries(recipient.passportSeries),
        passport_number: maskedPassportNumber,
        is_passport_visible: false,
      },
      delivery,
      comment: input.comment?.trim() || null,
    }
  }

  return {
    async createFast(who: CustomerWithAccount): Promise<S['FastOrderResponse']> {
      const { order } = await fromCart({
        customerId: who.customer.id,
        accountId: who.account.id,
        kind: 'fast',
        status: 'new',
        paymentMethod: 'card',
        details: {
          counterparty: null,
          recipient: null,
          delivery: fastOrderDelivery,
          comment: null,
        },
        idempotencyKey: null,
      })
      return presentFastOrder(order)
    },

    async create(who: CustomerWithAccount, input: S['OrderInput']) {
      if (input.payment_method === 'card' && !deps.cardPayments) {
        throw fieldError('payment_method', orderMessages.cardUnavailable)
      }
      const details = await snapshotDetails(who, input)
      const truck = input.truck_uuid
        ? ((await deps.trucks?.orderTruck(who, input.truck_uuid)) ?? null)
        : null
      if (input.truck_uuid && !truck) throw fieldError('truck_uuid', orderMessages.truckNotFound)
      const { order, created } = await fromCart({
        truck,
        customerId: who.customer.id,
        accountId: who.account.id,
        kind: 'full',
        status: input.payment_method === 'card' ? 'wait_pay' : 'new',
        paymentMethod: input.payment_method,
        details,
        idempotencyKey: input.idempotency_key.toLowerCase(),
      })
      return { created, order: await present(order) }
    },

    /**
     * An order as its customer sees it; an order still waiting for its card payment asks the
     * provider first (the return pages show the payment's real status, docs/product.md#orders-and-payment).
     */
    async get(who: CustomerWithAccount, number: string): Promise<S['Order']> {
      let order = await visibleOrder(who, number)
      if (mayStartCardPayment(order) && deps.payments) {
        await deps.payments.refresh(order.id)
        order = (await deps.orders.byNumber(order.number)) ?? order
      }
      return present(order, mayEdit(who, order))
    },

    visibleOrder,

    /** The parts and quantities of an order the customer may see («Повторить заказ»). */
    async linesOf(who: CustomerWithAccount, number: string) {
      const order = await visibleOrder(who, number)
      const items = await deps.orders.items(order.id)
      return items.map((item) => ({
        productId: item.partId,
        article: item.article,
        quantity: item.quantity,
      }))
    },

    /**
     * Cancels an order of the customer's account while `allows.cancel`: their own, or a
     * colleague's with `order.edit`; 409 once it cannot be cancelled any more.
     */
    async cancel(who: CustomerWithAccount, number: string): Promise<S['Order']> {
      const order = await visibleOrder(who, number)
      if (!mayEdit(who, order)) throw forbidden(customerMessages.forbidden)
      const refused = () =>
        conflict(orderMessages.cannotCancel, { status: [orderMessages.cannotCancel] })
      if (!orderAllows(order).cancel) throw refused()
      // A paid card order is cancelled by refunding it: `return` once the provider confirms.
      if (canMove(order.status, 'refund') && deps.payments) {
        await deps.payments.refund(order)
        const after = (await deps.orders.byNumber(order.number)) ?? order
        return present(after)
      }
      const cancelled = await deps.orders.moveReturningStock(order.id, 'cancel', now())
      if (!cancelled) throw refused()
      return present(cancelled)
    },

    async list(
      who: CustomerWithAccount,
      query: { status?: string; page?: number; per_page?: number },
    ): Promise<S['OrderPage']> {
      if (!checkPermission(who.customer.permissions, 'order.show')) {
        throw forbidden(customerMessages.forbidden)
      }
      const page = query.page ?? 1
      const perPage = query.per_page ?? 24
      const statuses = statusesOfTab[query.status ?? 'all'] ?? null
      const { rows, total } = await deps.orders.pageForAccount(
        who.account.id,
        statuses,
        page,
        perPage,
      )
      const counts = await deps.orders.itemCounts(rows.map((r) => r.id))
      return {
        items: rows.map((row) =>
          presentOrderSummary(row, counts.get(row.id) ?? 0, mayEdit(who, row)),
        ),
        pagination: {
          page,
          per_page: perPage,
          total,
          last_page: Math.max(1, Math.ceil(total / perPage)),
        },
      }
    },
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>
