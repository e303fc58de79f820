import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { rowsOf } from '../../src/db/rows-of.ts'
import { exchangeSettingsFrom } from '../../src/modules/exchange/exchange-settings.ts'
import { createMemoryJobs } from '../support/memory-jobs.ts'
import {
  basic,
  createExchangeApp,
  type ExchangeApp,
  exchangePair,
  importUntilDone,
  startSession,
  upload,
} from './exchange-app.ts'

// 1C declares its price types (ТипыЦен) in a full exchange; a later changes-only package names
// its prices by ИдТипаЦены alone. The settings name the types by name (Розничная, Старая цена).

type Price = { typeId: string; value: string }

/** A changes-only offers.xml: each offer's prices by type Ид, a stock, and the types it declares. */
function changesOnly(
  offers: { id: string; prices: Price[]; stock: number }[],
  declares: { id: string; name: string }[] = [],
) {
  const types = declares.length
    ? `<ТипыЦен>${declares.map((t) => `<ТипЦены><Ид>${t.id}</Ид><Наименование>${t.name}</Наименование></ТипЦены>`).join('')}</ТипыЦен>`
    : ''
  const body = offers
    .map(
      (o) =>
        `<Предложение><Ид>${o.id}</Ид><Цены>${o.prices
          .map(
            (p) =>
              `<Цена><ИдТипаЦены>${p.typeId}</ИдТипаЦены><ЦенаЗаЕдиницу>${p.value}</ЦенаЗаЕдиницу></Цена>`,
          )
          .join('')}</Цены><Количество>${o.stock}</Количество></Предложение>`,
    )
    .join('')
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08">
  <ПакетПредложений СодержитТолькоИзменения="true">
    <Ид>9a1e6c1e-1c00-4b5a-8f0e-000000000002#</Ид>${types}
    <Предложения>${body}</Предложения>
  </ПакетПредложений>
</КоммерческаяИнформация>`)
}

type Shop = Pick<ExchangeApp, 'app'>

/** One exchange of offers.xml as 1C runs it; the last answer of its import. */
async function exchangeOffers(shop: Shop, bytes: Buffer) {
  const session = await startSession(shop as ExchangeApp)
  await session.call('init')
  await upload(session, 'offers.xml', bytes)
  const { last } = await importUntilDone(session, 'offers.xml')
  expect((await session.call('success')).body).toBe('success')
  return last
}

const part = async (ctx: ExchangeApp, externalId: string) =>
  rowsOf<{ price: number; base_price: number; discount: boolean; total_stock: number }>(
    await ctx.db.execute(sql`select price, base_price, discount, total_stock from parts
      where external_id = ${externalId}`),
  )[0]

/** What the shop's search shows for an article (answers kept for 10 minutes in this app). */
const searchedPrice = async (shop: Shop, article: string) => {
  const res = await shop.app.inject({ url: `/api/search?s=${encodeURIComponent(article)}` })
  const items = res.json().items as { title: string; price: { price: number } }[]
  return items.find((i) => i.title === 'Фильтр масляный Scania DC13')?.price.price
}

const operatorLog = async (shop: Shop) =>
  (
    await shop.app.inject({
      url: '/1c_exchange?mode=log&limit=5',
      headers: { authorization: basic },
    })
  ).body

describe('1C price types remembered from earlier exchanges', () => {
  let ctx: ExchangeApp
  /** The same shop started again on the same database, with other settings when given. */
  const restarted = async (env: NodeJS.ProcessEnv = {}) => {
    const exchange = exchangeSettingsFrom(
      {
        EXCHANGE_LOGIN: ctx.settings.login,
        EXCHANGE_PASSWORD: ctx.settings.password,
        EXCHANGE_DIR: ctx.dir,
        EXCHANGE_BASE_PRICE_TYPE: 'Старая цена',
        EXCHANGE_IMPORT_WAIT_MS: '0',
        ...env,
      },
      ctx.dir,
    )
    // Its own worker runs its imports (the first app's, on the same database, would take them
    // with its own settings: a real shop's processes share one set).
    return buildApp({
      config: { ...ctx.config, exchange },
      db: ctx.db,
      jobs: createMemoryJobs(undefined, { workAtOnce: true }).queue,
    })
  }

  beforeAll(async () => {
    ctx = await createExchangeApp({}, { config: { searchCacheSeconds: 600 } })
    expect(await exchangePair(ctx, 'full')).toEqual(['success', 'success'])
    // A shared machine builds a seeded app slowly (migrations, seed): seconds alone, a minute at worst.
  }, 180_000)
  afterAll(() => ctx.close())

  it('keeps the types a full exchange declares, with their names and currency', async () => {
    const kept = rowsOf(
      await ctx.db.execute(sql`select id, name, currency from exchange_price_types order by id`),
    )
    expect(kept).toEqual([
      { id: 'pt-old', name: 'Старая цена', currency: 'RUB' },
      { id: 'pt-retail', name: 'Розничная', currency: 'RUB' },
    ])
  })

  it('a changes-only package naming prices by ИдТипаЦены alone changes the price, the base price and what search shows', async () => {
    expect(await searchedPrice(ctx, '1873016')).toBe(189_050)
    const answer = await exchangeOffers(
      ctx,
      changesOnly([
        {
          id: 'b7f0d2a4-0002',
          prices: [
            { typeId: 'pt-retail', value: '1700' },
            { typeId: 'pt-old', value: '1990' },
          ],
          stock: 11,
        },
      ]),
    )
    expect(answer).toBe('success')
    expect(await part(ctx, 'b7f0d2a4-0002')).toEqual({
      price: 170_000,
      base_price: 199_000,
      discount: true,
      total_stock: 11,
    })
    // The search answer kept from before the exchange is forgotten with the price change.
    expect(await searchedPrice(ctx, '1873016')).toBe(170_000)
  })

  it('a price of a type no exchange declared keeps the old price and is reported in the answer and the log', async () => {
    const answer = await exchangeOffers(
      ctx,
      changesOnly([
        { id: 'b7f0d2a4-0002', prices: [{ typeId: 'pt-unknown', value: '99' }], stock: 9 },
        { id: 'b7f0d2a4-0001', prices: [{ typeId: 'pt-retail', value: '12500' }], stock: 7 },
      ]),
    )
    const [outcome, ...warnings] = answer.split('\n')
    expect(outcome).toBe('success')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('pt-unknown')
    expect(warnings[0]).toContain('b7f0d2a4-0002')
    expect(warnings[0]).not.toContain('b7f0d2a4-0001')
    // Stock moved, the price stayed; the other offer's known price was taken.
    expect(await part(ctx, 'b7f0d2a4-0002')).toMatchObject({ price: 170_000, total_stock: 9 })
    expect(await part(ctx, 'b7f0d2a4-0001')).toMatchObject({ price: 1_250_000 })
    const log = await operatorLog(ctx)
    expect(log).toContain(warnings[0])
    expect(log).toMatch(/offers\.xml {2}успешно\n {2}изменено: .*\n {2}Тип цены pt-unknown/)
  })

  it('the remembered types survive a restart of the server', async () => {
    const again = await restarted()
    try {
      const answer = await exchangeOffers(
        { app: again },
        changesOnly([
          { id: 'b7f0d2a4-0002', prices: [{ typeId: 'pt-retail', value: '1650' }], stock: 9 },
        ]),
      )
      expect(answer).toBe('success')
      expect(await part(ctx, 'b7f0d2a4-0002')).toMatchObject({ price: 165_000 })
    } finally {
      await again.close()
    }
  })

  it('settings by Ид or by name find the types when the package declares only others', async () => {
    // The package declares a type of its own: the shop's types come from earlier exchanges.
    const byId = await restarted({
      EXCHANGE_PRICE_TYPE: 'pt-retail',
      EXCHANGE_BASE_PRICE_TYPE: 'старая цена',
    })
    try {
      const answer = await exchangeOffers(
        { app: byId },
        changesOnly(
          [
            {
              id: 'b7f0d2a4-0002',
              prices: [
                { typeId: 'pt-wholesale', value: '1200' },
                { typeId: 'pt-retail', value: '1600' },
                { typeId: 'pt-old', value: '1800' },
              ],
              stock: 9,
            },
          ],
          [{ id: 'pt-wholesale', name: 'Оптовая' }],
        ),
      )
      expect(answer).toBe('success')
      expect(await part(ctx, 'b7f0d2a4-0002')).toMatchObject({
        price: 160_000,
        base_price: 180_000,
      })
    } finally {
      await byId.close()
    }
  })

  it('a setting naming a type no exchange declared is reported when the prices are all of other types', async () => {
    const wrong = await restarted({ EXCHANGE_BASE_PRICE_TYPE: 'Закупочная' })
    try {
      const answer = await exchangeOffers(
        { app: wrong },
        changesOnly([
          { id: 'b7f0d2a4-0002', prices: [{ typeId: 'pt-retail', value: '1610' }], stock: 9 },
        ]),
      )
      expect(answer.split('\n')).toEqual([
        'success',
        expect.stringMatching(/^Тип цены «Закупочная» \(EXCHANGE_BASE_PRICE_TYPE\) не объявлен/),
      ])
      expect(await part(ctx, 'b7f0d2a4-0002')).toMatchObject({ price: 161_000 })
    } finally {
      await wrong.close()
    }
  })
})
