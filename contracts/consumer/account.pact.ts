import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { listOrders } from '../../src/api/account-orders.ts'
import { addFavourite, listFavourites, removeFavourite } from '../../src/api/favourites.ts'
import {
  createInformReceipt,
  deleteInformReceipt,
  listInformReceipts,
  updateInformReceiptChannel,
} from '../../src/api/inform-receipts.ts'
import { getProfile, updateProfile } from '../../src/api/profile.ts'
import {
  allowsMatcher,
  bearer,
  customerPhone,
  ids,
  orderNumber,
  orderTruckMatcher,
  paginationMatcher,
  partMatcher,
  partSlug,
  successMatcher,
  userMatcher,
} from './fixtures.ts'
import { awaitingPayment } from './order-matchers.ts'
import { clientFor, createPact, customerClient, customerInteraction } from './pact.ts'

const { eachLike, string, integer, boolean, like, uuid, nullValue } = MatchersV3

const profileMatcher = {
  last_name: string('Петров'),
  first_name: string('Иван'),
  middle_name: like('Сергеевич'),
  phone: string(customerPhone),
  email: like('ivan@example.ru'),
  // The profile's switch for messages about orders after ordering.
  order_notices: boolean(true),
  user: userMatcher,
}
const receiptMatcher = {
  uuid: uuid(ids.informReceipt),
  created_at: integer(1763700000),
  product: {
    uuid: uuid(ids.soldOutPart),
    full_title: string('Фильтр масляный DAF XF105'),
    article: string('1643070'),
    link: string('/parts/filtr-maslyaniy-daf-1643070'),
    total_stock: integer(0),
  },
  allows: allowsMatcher,
  channel: string('sms'),
  // Never notified yet: the page shows «—» (a date once a notice went out).
  notified_at: null,
}
const soldOut = ['a sold-out part with uuid {uuid} exists', { uuid: ids.soldOutPart }] as const

const waitsForArrival = [
  'the customer waits for the part {uuid} to arrive',
  { uuid: ids.soldOutPart, receipt: ids.informReceipt },
] as const

const keepsFavourite = [
  'the customer keeps the part {slug} in favourites',
  { slug: partSlug, uuid: ids.part },
] as const

describe('account calls', () => {
  it('reads the profile', async () => {
    await customerInteraction()
      .uponReceiving('a request for the profile')
      .withRequest('GET', '/api/account/profile', (builder) => builder.headers(bearer))
      .willRespondWith(200, (builder) => builder.jsonBody(profileMatcher))
      .executeTest(async (mock) => {
        expect((await getProfile(customerClient(mock.url))).phone).toBe(customerPhone)
      })
  })

  it('refuses the profile without a token', async () => {
    await createPact()
      .addInteraction()
      .given('no customer is logged in')
      .uponReceiving('a request for the profile without a token')
      .withRequest('GET', '/api/account/profile')
      .willRespondWith(401, (builder) =>
        builder.jsonBody({ message: string('Войдите или зарегистрируйтесь') }),
      )
      .executeTest(async (mock) => {
        await expect(getProfile(clientFor(mock.url))).rejects.toMatchObject({ status: 401 })
      })
  })

  it('updates the profile', async () => {
    const input = {
      last_name: 'Петров',
      first_name: 'Иван',
      middle_name: 'Сергеевич',
      email: 'ivan@example.ru',
    }
    await customerInteraction()
      .uponReceiving('a profile update')
      .withRequest('PUT', '/api/account/profile', (builder) =>
        builder.headers(bearer).jsonBody(input),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(profileMatcher))
      .executeTest(async (mock) => {
        expect((await updateProfile(input, customerClient(mock.url))).email).toBe('ivan@example.ru')
      })
  })

  it('turns the messages about orders off', async () => {
    const input = {
      last_name: 'Петров',
      first_name: 'Иван',
      middle_name: 'Сергеевич',
      email: 'ivan@example.ru',
      order_notices: false,
    }
    await customerInteraction()
      .uponReceiving('a profile update turning the order messages off')
      .withRequest('PUT', '/api/account/profile', (builder) =>
        builder.headers(bearer).jsonBody(input),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ ...profileMatcher, order_notices: boolean(false) }),
      )
      .executeTest(async (mock) => {
        expect((await updateProfile(input, customerClient(mock.url))).order_notices).toBe(false)
      })
  })

  it('lists orders awaiting payment', async () => {
    await customerInteraction(awaitingPayment)
      .uponReceiving('a request for the orders awaiting payment')
      .withRequest('GET', '/api/account/orders', (builder) =>
        builder.headers(bearer).query({ status: 'wait-pay', page: '1' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          items: eachLike({
            number: string(orderNumber),
            status: 'wait_pay',
            created_at: integer(1763700000),
            cost: integer(2300000),
            items_count: integer(1),
            payment_method: string('card'),
            truck: nullValue(),
            allows: { pay: boolean(true), cancel: boolean(true) },
          }),
          pagination: paginationMatcher,
        }),
      )
      .executeTest(async (mock) => {
        const page = await listOrders({ status: 'wait-pay', page: 1 }, customerClient(mock.url))
        expect(page.items[0]?.status).toBe('wait_pay')
      })
  })

  it('lists orders with the truck each was placed for', async () => {
    await customerInteraction([
      'the customer has order {number} for their truck {uuid}',
      { number: '100127', uuid: ids.truck },
    ])
      .uponReceiving('a request for the orders, one placed for a truck')
      .withRequest('GET', '/api/account/orders', (builder) =>
        builder.headers(bearer).query({ page: '1' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          items: eachLike({
            number: string('100127'),
            status: string('wait_pay'),
            created_at: integer(1763700000),
            cost: integer(2300000),
            items_count: integer(1),
            payment_method: string('card'),
            truck: orderTruckMatcher,
            allows: { pay: boolean(true), cancel: boolean(true) },
          }),
          pagination: paginationMatcher,
        }),
      )
      .executeTest(async (mock) => {
        const page = await listOrders({ page: 1 }, customerClient(mock.url))
        expect(page.items[0]?.truck?.name).toBe('Тягач №7')
      })
  })

  it('lists favourites', async () => {
    await customerInteraction(keepsFavourite)
      .uponReceiving('a request for the favourites')
      .withRequest('GET', '/api/account/favourites', (builder) => builder.headers(bearer))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ items: eachLike(partMatcher), pagination: paginationMatcher }),
      )
      .executeTest(async (mock) => {
        const page = await listFavourites({}, customerClient(mock.url))
        expect(page.items[0]?.slug).toBe(partSlug)
      })
  })

  it('adds a part to favourites', async () => {
    await customerInteraction([
      'a part with uuid {uuid} and stock {stock} exists',
      { uuid: ids.part, stock: 4 },
    ])
      .uponReceiving('a request to add a part to favourites')
      .withRequest('POST', '/api/account/favourites', (builder) =>
        builder.headers(bearer).jsonBody({ product_uuid: ids.part }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(successMatcher))
      .executeTest(async (mock) => {
        expect((await addFavourite(ids.part, customerClient(mock.url))).success).toBe(true)
      })
  })

  it('removes a part from favourites', async () => {
    await customerInteraction(keepsFavourite)
      .uponReceiving('a request to remove a part from favourites')
      .withRequest('DELETE', `/api/account/favourites/${ids.part}`, (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(successMatcher))
      .executeTest(async (mock) => {
        expect((await removeFavourite(ids.part, customerClient(mock.url))).success).toBe(true)
      })
  })

  it('lists arrival notifications', async () => {
    await customerInteraction(soldOut, waitsForArrival)
      .uponReceiving('a request for the arrival notifications')
      .withRequest('GET', '/api/account/inform-receipts', (builder) => builder.headers(bearer))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ items: eachLike(receiptMatcher), email_available: boolean(true) }),
      )
      .executeTest(async (mock) => {
        const list = await listInformReceipts(customerClient(mock.url))
        expect(list.items[0]?.product.total_stock).toBe(0)
        expect(list.items[0]?.notified_at).toBeNull()
      })
  })

  it('chooses SMS for an arrival notification', async () => {
    await customerInteraction(soldOut, waitsForArrival)
      .uponReceiving('a request to be told by SMS')
      .withRequest('PATCH', `/api/account/inform-receipts/${ids.informReceipt}`, (builder) =>
        builder.headers(bearer).jsonBody({ channel: 'sms' }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(receiptMatcher))
      .executeTest(async (mock) => {
        const receipt = await updateInformReceiptChannel(
          ids.informReceipt,
          'sms',
          customerClient(mock.url),
        )
        expect(receipt.channel).toBe('sms')
      })
  })

  it('subscribes to the arrival of a sold-out part', async () => {
    await customerInteraction(soldOut)
      .uponReceiving('a request to be told when a sold-out part arrives')
      .withRequest('POST', '/api/account/inform-receipts', (builder) =>
        builder.headers(bearer).jsonBody({ product_uuid: ids.soldOutPart }),
      )
      .willRespondWith(201, (builder) => builder.jsonBody(receiptMatcher))
      .executeTest(async (mock) => {
        const receipt = await createInformReceipt(ids.soldOutPart, customerClient(mock.url))
        expect(receipt.product.uuid).toBe(ids.soldOutPart)
      })
  })

  it('unsubscribes from an arrival', async () => {
    await customerInteraction(soldOut, waitsForArrival)
      .uponReceiving('a request to stop an arrival notification')
      .withRequest('DELETE', `/api/account/inform-receipts/${ids.informReceipt}`, (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(successMatcher))
      .executeTest(async (mock) => {
        expect(
          (await deleteInformReceipt(ids.informReceipt, customerClient(mock.url))).success,
        ).toBe(true)
      })
  })
})
