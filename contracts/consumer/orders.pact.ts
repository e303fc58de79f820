import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createFastOrder, createOrder, getOrder } from '../../src/api/orders.ts'
import { truckVin } from '../shared-data.ts'
import { bearer, ids, orderNumber, orderTruckMatcher } from './fixtures.ts'
import {
  awaitingPayment,
  lineStatePattern,
  orderItemMatcher,
  orderMatcher,
} from './order-matchers.ts'
import { clientFor, createPact, customerClient, customerInteraction } from './pact.ts'

const { eachLike, string, integer, boolean, nullValue, regex } = MatchersV3

const cartWithPart = [
  'a cart with one part in it',
  { product_uuid: ids.part, quantity: 2 },
] as const

const shippedOrder = [
  'the customer has order {number} partly shipped by {carrier} with waybill {waybill}',
  { number: '100126', carrier: 'ПЭК', waybill: 'СП-4451' },
] as const

const hasTruck = ['the customer has a truck {uuid}', { uuid: ids.truck }] as const
const forTruck = [
  'the customer has order {number} for their truck {uuid}',
  { number: '100127', uuid: ids.truck },
] as const

describe('order calls', () => {
  it('places a quick order from the cart', async () => {
    await customerInteraction(cartWithPart)
      .uponReceiving('a quick order of a logged-in customer')
      .withRequest('POST', '/api/orders/fast', (builder) => builder.headers(bearer).jsonBody({}))
      .willRespondWith(201, (builder) =>
        builder.jsonBody({
          number: string('100123'),
          cost: integer(2300000),
          created_at: integer(1763700000),
        }),
      )
      .executeTest(async (mock) => {
        const order = await createFastOrder(customerClient(mock.url))
        expect(order).toEqual({ number: '100123', cost: 2300000, created_at: 1763700000 })
      })
  })

  it('refuses a quick order without a token', async () => {
    await createPact()
      .addInteraction()
      .given(...cartWithPart)
      .uponReceiving('a quick order without a token')
      .withRequest('POST', '/api/orders/fast', (builder) => builder.jsonBody({}))
      .willRespondWith(401, (builder) =>
        builder.jsonBody({ message: string('Войдите или зарегистрируйтесь') }),
      )
      .executeTest(async (mock) => {
        await expect(createFastOrder(clientFor(mock.url))).rejects.toMatchObject({ status: 401 })
      })
  })

  it('places a full order with pickup and card payment', async () => {
    const input = {
      idempotency_key: ids.idempotencyKey,
      counterparty_uuid: null,
      recipient_uuid: null,
      delivery: { type: 'pickup' as const, branch: 'spb' as const },
      payment_method: 'card' as const,
      comment: 'Позвонить перед отгрузкой',
    }
    await customerInteraction(cartWithPart)
      .uponReceiving('a full order with pickup in St. Petersburg, paid by card')
      .withRequest('POST', '/api/orders', (builder) => builder.headers(bearer).jsonBody(input))
      .willRespondWith(201, (builder) => builder.jsonBody(orderMatcher))
      .executeTest(async (mock) => {
        const order = await createOrder(input, customerClient(mock.url))
        expect(order.number).toBe(orderNumber)
        expect(order.allows.pay).toBe(true)
      })
  })

  it('places a full order for a truck of the customer’s fleet', async () => {
    const input = {
      idempotency_key: ids.idempotencyKey,
      delivery: { type: 'pickup' as const, branch: 'spb' as const },
      payment_method: 'card' as const,
      truck_uuid: ids.truck,
    }
    await customerInteraction(cartWithPart, hasTruck)
      .uponReceiving('a full order for the customer’s truck')
      .withRequest('POST', '/api/orders', (builder) => builder.headers(bearer).jsonBody(input))
      .willRespondWith(201, (builder) =>
        builder.jsonBody({ ...orderMatcher, comment: nullValue(), truck: orderTruckMatcher }),
      )
      .executeTest(async (mock) => {
        const order = await createOrder(input, customerClient(mock.url))
        expect(order.truck?.name).toBe('Тягач №7')
      })
  })

  it('reads an order placed for a truck', async () => {
    await customerInteraction(forTruck)
      .uponReceiving('a request for an order placed for the customer’s truck')
      .withRequest('GET', '/api/orders/100127', (builder) => builder.headers(bearer))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ ...orderMatcher, number: string('100127'), truck: orderTruckMatcher }),
      )
      .executeTest(async (mock) => {
        const order = await getOrder('100127', customerClient(mock.url))
        expect(order.truck).toMatchObject({ model: 'MAN TGA', vin: truckVin })
      })
  })

  it('reads an order by number', async () => {
    await customerInteraction(awaitingPayment)
      .uponReceiving('a request for an order of the customer')
      .withRequest('GET', `/api/orders/${orderNumber}`, (builder) => builder.headers(bearer))
      .willRespondWith(200, (builder) => builder.jsonBody(orderMatcher))
      .executeTest(async (mock) => {
        const order = await getOrder(orderNumber, customerClient(mock.url))
        expect(order.items[0]?.total).toBe(2300000)
        expect(order.status_history[0]).toEqual({
          status: 'wait_pay',
          from_status: null,
          changed_at: 1763700000,
        })
      })
  })

  it('reads a partly shipped order: the state of each line, the documents and the waybill page', async () => {
    await customerInteraction(shippedOrder)
      .uponReceiving('a request for an order 1C reported partly shipped with a waybill')
      .withRequest('GET', '/api/orders/100126', (builder) => builder.headers(bearer))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          ...orderMatcher,
          number: string('100126'),
          status: regex('^(new|work|wait_pay|paid|shipped|done|cancelled|return)$', 'work'),
          allows: { pay: boolean(false), cancel: boolean(false) },
          items: eachLike({
            ...orderItemMatcher,
            state: regex(lineStatePattern, 'partly_shipped'),
            confirmed_quantity: integer(2),
            shipped_quantity: integer(1),
            warehouse: string('Склад Шушары'),
            expected_on: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-12-03'),
          }),
          shipment: {
            documents: eachLike({
              kind: string('УПД'),
              number: string('УТ-000154'),
              date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-27'),
            }),
            carrier: string('ПЭК'),
            waybill: string('СП-4451'),
            tracking_url: regex(
              '^https://.+$',
              'https://pecom.ru/services-are/order-status/?code=%D0%A1%D0%9F-4451',
            ),
          },
        }),
      )
      .executeTest(async (mock) => {
        const order = await getOrder('100126', customerClient(mock.url))
        expect(order.items[0]).toMatchObject({
          state: 'partly_shipped',
          shipped_quantity: 1,
          expected_on: '2026-12-03',
        })
        expect(order.shipment.waybill).toBe('СП-4451')
        expect(order.shipment.tracking_url).toMatch(/^https:\/\/pecom\.ru\//)
      })
  })
})
