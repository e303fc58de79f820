import { eq } from 'drizzle-orm'
import type { Database } from '../../server/src/db/database.ts'
import {
  accounts,
  addresses,
  arrivals,
  cartItems,
  carts,
  counterparties,
  customers,
  favourites,
  informReceipts,
  pageMeta,
  parts,
  recipients,
  searchHistory,
  searchQueries,
  smsCodes,
  smsSendLimits,
  truckModels,
} from '../../server/src/db/schema/index.ts'
import { normalizePhone } from '../../server/src/modules/auth/phone.ts'
import { hashCode } from '../../server/src/modules/auth/sms-codes.repository.ts'
import { nameForms } from '../../server/src/modules/customers/person-name.ts'
import { guestSession, ids, partImage } from '../shared-data.ts'
import { createClaimStateHandlers } from './claim-states.ts'
import {
  createdAt,
  ensureCustomer,
  loggedIn,
  loggedInCustomer,
  type Params,
  text,
} from './customer-seed.ts'
import { createOrderListStateHandlers } from './order-list-states.ts'
import { createOrderStateHandlers } from './order-states.ts'
import { ensureSharedPart, ensureSoldOutPart } from './seed-shared-data.ts'
import { createTruckStateHandlers } from './truck-states.ts'

async function dismantledTruck(db: Database, slug: string) {
  await ensureSharedPart(db)
  const [model] = await db
    .insert(truckModels)
    .values({ markId: ids.dafMark, title: 'DAF XF105', slug: 'xf105', years: '2005–2013', sort: 1 })
    .onConflictDoUpdate({ target: truckModels.slug, set: { title: 'DAF XF105' } })
    .returning()
  const [arrival] = await db
    .insert(arrivals)
    .values({
      markId: ids.dafMark,
      truckModelId: model?.id ?? '',
      slug,
      title: 'DAF XF105 2012',
      year: 2012,
      mileageKm: 980_000,
      engine: 'PACCAR MX 460',
      arrivedAt: new Date('2026-10-01T09:00:00Z'),
      image: '/images/trucks/daf-xf105-thumb.webp',
    })
    .onConflictDoNothing()
    .returning()
  if (arrival) await db.update(parts).set({ arrivalId: arrival.id }).where(eq(parts.id, ids.part))
}

/** Provider states of contracts/provider-states.md: each seeds exactly what it names. */
export function createStateHandlers(db: Database) {
  return {
    'no customer is logged in': async () => {},
    'a customer with phone {phone} exists': async (p?: Params) => {
      await ensureCustomer(db, text(p, 'phone', '+79990000001'))
    },
    'a customer with phone {phone} is logged in': async () => {
      await loggedIn(db)
    },
    'no customer with phone {phone} exists': async (p?: Params) => {
      const phone = normalizePhone(text(p, 'phone')) ?? ''
      await db.delete(customers).where(eq(customers.phone, phone))
    },
    'an SMS code {code} was sent to {phone}': async (p?: Params) => {
      const phone = normalizePhone(text(p, 'phone')) ?? ''
      const code = text(p, 'code', '1234')
      // The same sentence serves login and registration: a live code for both.
      for (const purpose of ['login', 'registration'] as const) {
        await db.insert(smsCodes).values({
          phone,
          purpose,
          codeHash: hashCode(phone, code),
          expiresAt: new Date(Date.now() + 5 * 60_000),
        })
      }
    },
    'an SMS code was sent to {phone} less than 60 seconds ago': async (p?: Params) => {
      const phone = normalizePhone(text(p, 'phone')) ?? ''
      await db
        .insert(smsSendLimits)
        .values({ phone, lastSentAt: new Date() })
        .onConflictDoUpdate({ target: smsSendLimits.phone, set: { lastSentAt: new Date() } })
    },
    'an empty cart': async () => {
      await ensureSharedPart(db)
      await db.insert(carts).values({ id: ids.cart, sessionId: guestSession }).onConflictDoNothing()
    },
    'a cart with one part in it': async (p?: Params) => {
      await ensureSharedPart(db)
      const quantity = Number(p?.quantity ?? 1)
      await db.insert(carts).values({ id: ids.cart, sessionId: guestSession }).onConflictDoNothing()
      await db.insert(cartItems).values({ cartId: ids.cart, partId: ids.part, quantity })
      const customer = await loggedInCustomer(db)
      if (customer) {
        const [cart] = await db.insert(carts).values({ customerId: customer.id }).returning()
        await db.insert(cartItems).values({ cartId: cart?.id ?? '', partId: ids.part, quantity })
      }
    },
    'a part with uuid {uuid} and stock {stock} exists': async (p?: Params) => {
      await ensureSharedPart(db)
      await db
        .update(parts)
        .set({ totalStock: Number(p?.stock ?? 4) })
        .where(eq(parts.id, ids.part))
    },
    'a part with slug {slug} exists': () => ensureSharedPart(db),
    'no part with slug {slug} exists': async (p?: Params) => {
      await db.delete(parts).where(eq(parts.slug, text(p, 'slug')))
    },
    'a sold-out part with uuid {uuid} exists': () => ensureSoldOutPart(db),
    'a cross group with slug {slug} exists': () => ensureSharedPart(db),
    'the catalogue has make man, node dvigatel with part name porshen and one part': async () => {
      await ensureSharedPart(db)
      await dismantledTruck(db, 'daf-xf105-2012-vin-1234')
      // Popular queries: the suggest lists those starting with what was typed.
      await db
        .insert(searchQueries)
        .values([
          { query: 'фильтр масляный', count: 12 },
          { query: 'поршень man', count: 9 },
        ])
        .onConflictDoNothing()
    },
    'the session searched for {query} before': async (p?: Params) => {
      await db.insert(searchHistory).values({
        id: text(p, 'uuid'),
        sessionId: guestSession,
        query: text(p, 'query'),
      })
    },
    'page meta for page {page} exists': async (p?: Params) => {
      await db.insert(pageMeta).values({
        page: text(p, 'page'),
        title: 'Доставка запчастей для грузовиков по России — Грузовик',
        description: 'Условия и сроки доставки запчастей транспортными компаниями.',
        h1: 'Доставка',
        meta: [{ name: 'robots', content: 'index, follow' }],
        link: [{ rel: 'canonical', href: `/${text(p, 'page')}` }],
      })
    },
    'no page meta for page {page} exists': async (p?: Params) => {
      await db.delete(pageMeta).where(eq(pageMeta.page, text(p, 'page')))
    },
    'a truck {slug} of make daf, model xf105, is being dismantled': (p?: Params) =>
      dismantledTruck(db, text(p, 'slug')),
    ...createOrderStateHandlers(db),
    ...createClaimStateHandlers(db),
    ...createOrderListStateHandlers(db),
    ...createTruckStateHandlers(db),
    'the customer keeps the part {slug} in favourites': async () => {
      await ensureSharedPart(db)
      const customer = await loggedIn(db)
      await db
        .insert(favourites)
        .values({ customerId: customer.id, partId: ids.part })
        .onConflictDoNothing()
    },
    'the customer waits for the part {uuid} to arrive': async (p?: Params) => {
      await ensureSoldOutPart(db)
      const customer = await loggedIn(db)
      await db.insert(informReceipts).values({
        id: text(p, 'receipt'),
        customerId: customer.id,
        partId: text(p, 'uuid', ids.soldOutPart),
        createdAt,
      })
    },
    'the customer has a representative {uuid}': async (p?: Params) => {
      const customer = await loggedIn(db)
      await db.insert(customers).values({
        id: text(p, 'uuid'),
        accountId: customer.accountId,
        phone: '79990000003',
        email: 'petr@example.ru',
        ...nameForms('Сидоров Пётр Ильич'),
        permissions: ['order.show'],
      })
    },
    'the customer has a counterparty {uuid}': async (p?: Params) => {
      const customer = await loggedIn(db)
      await db.insert(counterparties).values({
        id: text(p, 'uuid'),
        accountId: customer.accountId,
        type: 'legal',
        title: 'ООО «ТрансЛогистик»',
        inn: '7801234564',
        kpp: '780101001',
        ogrn: '1027800000000',
        legalAddress: 'г. Санкт-Петербург, пос. Шушары, д. 1',
      })
    },
    'the customer has a delivery address {uuid}': async (p?: Params) => {
      const customer = await loggedIn(db)
      await db.insert(addresses).values({
        id: text(p, 'uuid'),
        accountId: customer.accountId,
        city: 'Красноярск',
        address: 'ул. Ленина, д. 10',
        postcode: '660000',
      })
    },
    'the customer has a recipient {uuid}': async (p?: Params) => {
      const customer = await loggedIn(db)
      await db.insert(recipients).values({
        id: text(p, 'uuid'),
        accountId: customer.accountId,
        fullName: 'Иванов Иван Иванович',
        phone: '79990000004',
        passportSeries: '4010',
        passportNumber: '123456',
      })
    },
    'another customer has a recipient {uuid}': async (p?: Params) => {
      const [other] = await db.insert(accounts).values({ name: 'ИП Другой' }).returning()
      await db.insert(recipients).values({
        id: text(p, 'uuid'),
        accountId: other?.id ?? '',
        fullName: 'Чужой Получатель',
        phone: '79990000009',
        passportSeries: '9999',
        passportNumber: '999999',
      })
    },
  }
}

export { partImage }
