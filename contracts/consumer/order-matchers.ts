import { MatchersV3 } from '@pact-foundation/pact'
import { ids, orderNumber, partSlug } from './fixtures.ts'

const { eachLike, string, integer, boolean, nullValue, uuid, like, regex } = MatchersV3

/** The order the account's order page and the payment calls start from. */
export const awaitingPayment = [
  'the customer has order {number} awaiting card payment',
  { number: orderNumber, cost: 2300000 },
] as const

export const lineStatePattern =
  '^(ordered|confirmed|ready|partly_shipped|shipped|cancelled|replaced)$'
/** An order line as the order page reads it (docs/product.md#entities). */
export const orderItemMatcher = {
  product_uuid: uuid(ids.part),
  full_title: string('Поршень MAN TGA D2066 51025117115'),
  article: string('51025117115'),
  link: string(`/parts/${partSlug}`),
  quantity: integer(2),
  price: integer(1150000),
  warranty_price: integer(0),
  total: integer(2300000),
  // The order page shows each line's state after the order (a new order's lines wait for 1C).
  state: regex(lineStatePattern, 'ordered'),
  confirmed_quantity: nullValue(),
  shipped_quantity: integer(0),
  cancel_reason: nullValue(),
  replaced_by: nullValue(),
  warehouse: nullValue(),
  expected_on: nullValue(),
}

export const orderMatcher = {
  number: string(orderNumber),
  status: regex('^(new|work|wait_pay|paid|shipped|done|cancelled|return)$', 'wait_pay'),
  created_at: integer(1763700000),
  cost: integer(2300000),
  delivery_cost: integer(0),
  items: eachLike(orderItemMatcher),
  counterparty: nullValue(),
  recipient: nullValue(),
  delivery: { type: 'pickup', branch: 'spb' },
  payment_method: 'card',
  comment: like('Позвонить перед отгрузкой'),
  truck: nullValue(),
  allows: { pay: boolean(true), cancel: boolean(true) },
  // The account's order page shows the history (the first change: the order was created).
  status_history: eachLike({
    status: regex('^(new|work|wait_pay|paid|shipped|done|cancelled|return)$', 'wait_pay'),
    from_status: nullValue(),
    changed_at: integer(1763700000),
  }),
  shipment: {
    documents: [],
    carrier: nullValue(),
    waybill: nullValue(),
    tracking_url: nullValue(),
  },
}

/** The order without its history, as the answer to a change (cancel) carries it. */
const { status_history: _history, ...withoutHistory } = orderMatcher
export const orderWithoutHistory = withoutHistory
