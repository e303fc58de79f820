import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marks, truckModels, trucks } from '../../src/db/schema/index.ts'
import { createCustomer, createPart } from '../commerce-fixtures.ts'
import { createExchangeApp, type ExchangeApp, startSession } from '../exchange/exchange-app.ts'

let ctx: ExchangeApp
let modelId = ''
let markId = ''

beforeAll(async () => {
  ctx = await createExchangeApp({}, { seed: false, config: { appEnv: 'development' } })
  const [man] = await ctx.db.insert(marks).values({ title: 'MAN', slug: 'man' }).returning()
  if (!man) throw new Error('make not inserted')
  markId = man.id
  const [tgs] = await ctx.db
    .insert(truckModels)
    .values({ markId, title: 'MAN TGS', slug: 'man-tgs', years: '2007–2020' })
    .returning()
  modelId = tgs?.id ?? ''
})
afterAll(() => ctx.close())

/** A buyer with one part in the cart and one truck in the fleet. */
async function buyer(options: { permissions?: string[]; accountId?: string } = {}) {
  const who = await createCustomer(ctx.db, options)
  const { part } = await createPart(ctx.db, { price: 150_000, stock: 5 })
  const cart = await ctx.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: who.auth,
    payload: { product_uuid: part.id, quantity: 1 },
  })
  expect(cart.statusCode).toBe(200)
  const [truck] = await ctx.db
    .insert(trucks)
    .values({
      accountId: who.accountId,
      name: 'Тягач №7',
      markId,
      modelId,
      year: 2015,
      vin: 'WMA06XZZ4FM123456',
      plateNumber: 'А123ВС78',
    })
    .returning()
  return { ...who, truckId: truck?.id ?? '' }
}

const order = (auth: Record<string, string>, truckUuid?: string | null) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: auth,
    payload: {
      idempotency_key: randomUUID(),
      delivery: { type: 'pickup', branch: 'spb' },
      payment_method: 'card',
      ...(truckUuid === undefined ? {} : { truck_uuid: truckUuid }),
    },
  })

const tgs2015 = {
  name: 'Тягач №7',
  model: 'MAN TGS',
  year: 2015,
  vin: 'WMA06XZZ4FM123456',
  plate_number: 'А123ВС78',
}

describe('orders for a truck', () => {
  it('keeps the truck the buyer picked, shows it on the order and in the history, after the truck is gone too', async () => {
    const who = await buyer()
    const res = await order(who.auth, who.truckId.toUpperCase())
    expect(res.statusCode).toBe(201)
    expect(res.json().truck).toEqual(tgs2015)
    const number = res.json().number as string
    const history = await ctx.app.inject({ url: '/api/account/orders', headers: who.auth })
    expect(history.json().items[0]).toMatchObject({ number, truck: tgs2015 })

    await ctx.db.delete(trucks).where(eq(trucks.id, who.truckId))
    const page = await ctx.app.inject({ url: `/api/orders/${number}`, headers: who.auth })
    expect(page.json().truck).toEqual(tgs2015)
  })

  it('an order without a truck says none', async () => {
    const who = await buyer()
    const res = await order(who.auth, null)
    expect(res.statusCode).toBe(201)
    expect(res.json().truck).toBeNull()
    const other = await buyer()
    expect((await order(other.auth)).json().truck).toBeNull()
  })

  it('refuses another account’s truck, or one the buyer may not see, in Russian, and keeps the cart', async () => {
    const stranger = await buyer()
    const who = await buyer()
    const res = await order(who.auth, stranger.truckId)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.truck_uuid[0]).toContain('Грузовик не найден')
    const cart = await ctx.app.inject({ url: '/api/cart', headers: who.auth })
    expect(cart.json().cart_products).toHaveLength(1)

    // A colleague without truck.show cannot order for the company's truck.
    const colleague = await createCustomer(ctx.db, {
      accountId: who.accountId,
      permissions: ['order.show'],
    })
    const { part } = await createPart(ctx.db, { price: 10_000, stock: 5 })
    await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: colleague.auth,
      payload: { product_uuid: part.id, quantity: 1 },
    })
    expect((await order(colleague.auth, who.truckId)).statusCode).toBe(422)
  })

  it('sends the truck to 1C in the order’s requisites «Грузовик» and «VIN грузовика»', async () => {
    const who = await buyer()
    const number = (await order(who.auth, who.truckId)).json().number as string
    const plain = await buyer()
    const without = (await order(plain.auth)).json().number as string
    const session = await startSession(ctx, 'sale')
    await session.call('init')
    const xml = (await session.call('query')).body
    const documents = [...xml.matchAll(/<Документ>.*?<\/Документ>/gs)].map((m) => m[0])
    const doc = documents.find((d) => d.includes(`<Номер>${number}</Номер>`)) ?? ''
    expect(doc).toContain(
      '<ЗначениеРеквизита><Наименование>Грузовик</Наименование><Значение>Тягач №7, MAN TGS, 2015 г., госномер А123ВС78</Значение></ЗначениеРеквизита>',
    )
    expect(doc).toContain(
      '<ЗначениеРеквизита><Наименование>VIN грузовика</Наименование><Значение>WMA06XZZ4FM123456</Значение></ЗначениеРеквизита>',
    )
    const plainDoc = documents.find((d) => d.includes(`<Номер>${without}</Номер>`)) ?? ''
    expect(plainDoc).not.toBe('')
    expect(plainDoc).not.toContain('Грузовик')
  })
})
