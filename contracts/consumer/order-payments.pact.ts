import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import {
  cancelOrder,
  completeDevPayment,
  createOrderPayment,
  getOrderInvoice,
} from '../../src/api/orders.ts'
import { bearer, ids, orderNumber } from './fixtures.ts'
import { awaitingPayment, orderWithoutHistory } from './order-matchers.ts'
import { clientFor, createPact, customerClient, customerInteraction } from './pact.ts'

const { eachLike, string, integer, uuid, regex } = MatchersV3

// Paying for an order (invoice, card, the development bank) and cancelling it; placing and
// reading orders is in orders.pact.ts.
const inWork = ['the customer has order {number} already in work', { number: orderNumber }] as const

describe('order payment calls', () => {
  it('downloads the invoice PDF of an invoice order', async () => {
    const invoiceOrder = '100125'
    await customerInteraction([
      'the customer has order {number} to pay by invoice',
      { number: invoiceOrder },
    ])
      .uponReceiving('a request for the invoice PDF of an order')
      .withRequest('GET', `/api/orders/${invoiceOrder}/invoice.pdf`, (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(200, (builder) => builder.body('application/pdf', Buffer.from('%PDF-1.3 …')))
      .executeTest(async (mock) => {
        const pdf = await getOrderInvoice(invoiceOrder, customerClient(mock.url))
        expect(pdf).toBeInstanceOf(Blob)
      })
  })

  it('starts a card payment of an order', async () => {
    await customerInteraction(awaitingPayment)
      .uponReceiving('a request to pay an order by card')
      .withRequest('POST', `/api/orders/${orderNumber}/payment`, (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(201, (builder) =>
        builder.jsonBody({
          payment_uuid: uuid(ids.payment),
          payment_url: string(`/api/payments/${ids.payment}/complete`),
          amount: integer(2300000),
        }),
      )
      .executeTest(async (mock) => {
        const payment = await createOrderPayment(orderNumber, customerClient(mock.url))
        expect(payment.amount).toBe(2300000)
      })
  })

  it('cancels an order awaiting payment', async () => {
    await customerInteraction(awaitingPayment)
      .uponReceiving('a request to cancel an order awaiting payment')
      .withRequest('POST', `/api/orders/${orderNumber}/cancel`, (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          // The page reloads the order after a cancel: the history is read from that answer.
          ...orderWithoutHistory,
          status: 'cancelled',
          allows: { pay: false, cancel: false },
        }),
      )
      .executeTest(async (mock) => {
        const order = await cancelOrder(orderNumber, customerClient(mock.url))
        expect(order.status).toBe('cancelled')
        expect(order.allows.cancel).toBe(false)
      })
  })

  it('refuses to cancel an order already in work', async () => {
    await customerInteraction(inWork)
      .uponReceiving('a request to cancel an order already in work')
      .withRequest('POST', `/api/orders/${orderNumber}/cancel`, (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(409, (builder) =>
        builder.jsonBody({
          message: string('Заказ уже нельзя отменить'),
          errors: { status: eachLike('Заказ уже нельзя отменить') },
        }),
      )
      .executeTest(async (mock) => {
        const call = cancelOrder(orderNumber, customerClient(mock.url))
        await expect(call).rejects.toMatchObject({
          status: 409,
          notification: 'Заказ уже нельзя отменить',
        })
      })
  })

  it('completes a dev payment and says where to go', async () => {
    await createPact()
      .addInteraction()
      .given('a pending payment {uuid} for order {number}', {
        uuid: ids.payment,
        number: orderNumber,
      })
      .uponReceiving('a successful answer of the dev payment provider')
      .withRequest('POST', `/api/payments/${ids.payment}/complete`, (builder) =>
        builder.jsonBody({ result: 'success' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          status: 'paid',
          redirect: regex('^/payment_success', `/payment_success?order=${orderNumber}`),
        }),
      )
      .executeTest(async (mock) => {
        const result = await completeDevPayment(ids.payment, 'success', clientFor(mock.url))
        expect(result.redirect).toMatch(/^\/payment_success/)
      })
  })
})
