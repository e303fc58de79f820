import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import { createExchangeApp, type ExchangeApp, exchangeFiles, fixture } from './exchange-app.ts'

/** Sends files through the protocol and imports them in order; each must succeed. */
async function exchange(ctx: ExchangeApp, files: [string, Buffer | string][]) {
  const answers = await exchangeFiles(
    ctx,
    files.map(([name, body]) => [name, Buffer.from(body)] as const),
  )
  expect(answers).toEqual(files.map(() => 'success'))
}

const changesOnly = (products: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08">
  <Каталог СодержитТолькоИзменения="true"><Ид>c</Ид><Товары>${products}</Товары></Каталог>
</КоммерческаяИнформация>`

const piston = (description: string) =>
  `<Товар><Ид>b7f0d2a4-0001</Ид><Артикул>51.02511-7115</Артикул>
    <Наименование>Поршень двигателя D2066 в сборе</Наименование>
    <Группы><Ид>g-pistons</Ид></Группы>${description}</Товар>`

type Row = {
  external_id: string
  slug: string
  title: string
  article: string
  description: string | null
  price: number
  total_stock: number
  mark_id: string
  node_id: string
  removed_at: string | null
}

async function partRows(ctx: ExchangeApp, like: string) {
  return rowsOf<Row>(
    await ctx.db.execute(sql`
      select external_id, slug, title, article, description, price, total_stock, mark_id, node_id,
        removed_at
      from parts where external_id like ${like} order by external_id`),
  )
}

describe('1C exchange: what a part page shows', () => {
  let ctx: ExchangeApp
  beforeAll(async () => {
    ctx = await createExchangeApp({}, { seed: false })
    await exchange(ctx, [
      ['import.xml', fixture('full/import.xml')],
      ['offers.xml', fixture('full/offers.xml')],
    ])
  })
  afterAll(() => ctx.close())

  const page = async (externalId: string) => {
    const [row] = await partRows(ctx, externalId)
    return (await ctx.app.inject({ url: `/api/parts/${row?.slug}` })).json()
  }

  it('stores Описание and shows it on the part page; changes-only files keep or change it', async () => {
    const text = 'Поршень с кольцами для двигателей MAN D2066 (TGA, TGS).'
    expect((await partRows(ctx, 'b7f0d2a4-0001'))[0]?.description).toBe(text)
    expect((await page('b7f0d2a4-0001')).description).toBe(text)
    // Without Описание: the filter has none, the page writes its own line.
    expect((await partRows(ctx, 'b7f0d2a4-0002'))[0]?.description).toBe('')
    expect((await page('b7f0d2a4-0002')).description).toContain('Фильтр масляный Scania DC13')

    await exchange(ctx, [['import.xml', changesOnly(piston(''))]])
    expect((await page('b7f0d2a4-0001')).description).toBe(text)
    await exchange(ctx, [
      ['import.xml', changesOnly(piston('<Описание>Поршень в сборе, Mahle.</Описание>'))],
    ])
    expect((await page('b7f0d2a4-0001')).description).toBe('Поршень в сборе, Mahle.')
  })

  it("keeps the maker's warranty 1C sends («24 мес.», «2 года»); a file without it keeps the one sent", async () => {
    const warranty = (value: string) =>
      `<ЗначенияСвойств><ЗначенияСвойства><Наименование>Гарантия производителя, мес</Наименование><Значение>${value}</Значение></ЗначенияСвойства></ЗначенияСвойств>`
    const months = async () =>
      rowsOf<{ maker_warranty_months: number | null }>(
        await ctx.db.execute(
          sql`select maker_warranty_months from parts where external_id = 'b7f0d2a4-0001'`,
        ),
      )[0]?.maker_warranty_months
    expect(await months()).toBeNull()
    await exchange(ctx, [['import.xml', changesOnly(piston(warranty('24 мес.')))]])
    expect(await months()).toBe(24)
    await exchange(ctx, [['import.xml', changesOnly(piston(''))]])
    expect(await months()).toBe(24)
    await exchange(ctx, [['import.xml', changesOnly(piston(warranty('2 года')))]])
    expect(await months()).toBe(24)
    await exchange(ctx, [['import.xml', changesOnly(piston(warranty('36')))]])
    expect(await months()).toBe(36)
  })

  it("keeps the used part's kind 1C states («Электроника»); a file without it, or an unknown one, keeps it", async () => {
    const kind = (value: string) =>
      `<ЗначенияСвойств><ЗначенияСвойства><Наименование>Вид б/у запчасти</Наименование><Значение>${value}</Значение></ЗначенияСвойства></ЗначенияСвойств>`
    const stored = async () =>
      rowsOf<{ used_kind: string | null }>(
        await ctx.db.execute(sql`select used_kind from parts where external_id = 'b7f0d2a4-0001'`),
      )[0]?.used_kind
    expect(await stored()).toBeNull()
    await exchange(ctx, [['import.xml', changesOnly(piston(kind('Электроника')))]])
    expect(await stored()).toBe('used_electronics')
    await exchange(ctx, [['import.xml', changesOnly(piston(''))]])
    expect(await stored()).toBe('used_electronics')
    await exchange(ctx, [['import.xml', changesOnly(piston(kind('Что-то новое')))]])
    expect(await stored()).toBe('used_electronics')
    await exchange(ctx, [['import.xml', changesOnly(piston(kind('Восстановленный агрегат')))]])
    expect(await stored()).toBe('restored_unit')
  })

  it('sells each characteristic (Ид#характеристика) as a part of its own', async () => {
    const [base, black] = await partRows(ctx, 'b7f0d2a4-0004%')
    expect(black).toMatchObject({
      external_id: 'b7f0d2a4-0004#чёрная',
      title: 'Колодка тормозная MAN TGX с накладками (Цвет: чёрный)',
      article: base?.article,
      mark_id: base?.mark_id,
      node_id: base?.node_id,
      price: 430_000,
      total_stock: 3,
    })
    // The product's own offer is not the characteristic's.
    expect(base).toMatchObject({ price: 0, total_stock: 0 })
    expect((await page('b7f0d2a4-0004#чёрная')).title).toContain('(Цвет: чёрный)')

    // The product changed in 1C: its characteristic follows; deleted, it leaves too.
    await exchange(ctx, [
      [
        'import.xml',
        changesOnly(`<Товар Статус="Удален"><Ид>b7f0d2a4-0004</Ид><Артикул>81.50820-6006</Артикул>
          <Наименование>Колодка тормозная MAN TGX</Наименование><Группы><Ид>g-pads</Ид></Группы></Товар>`),
      ],
    ])
    const [, gone] = await partRows(ctx, 'b7f0d2a4-0004%')
    expect(gone?.title).toBe('Колодка тормозная MAN TGX (Цвет: чёрный)')
    expect(gone?.removed_at).not.toBeNull()
  })
})
