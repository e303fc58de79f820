import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import {
  basic,
  createExchangeApp,
  type ExchangeApp,
  exchangeFiles,
  exchangePair,
} from './exchange-app.ts'

/** The shop's makes and models the fitment resolves against (the demo seed's, in short). */
async function addModels(ctx: ExchangeApp) {
  await ctx.db.execute(sql`
    with m as (
      insert into marks (title, slug, aliases) values
        ('MAN', 'man', '{МАН}'), ('Scania', 'scania', '{}'), ('Volvo', 'volvo', '{Вольво}')
      returning id, title)
    insert into truck_models (mark_id, title, slug, years)
    select m.id, v.title, v.slug, '' from m join (values
      ('MAN', 'MAN TGS', 'man-tgs'), ('MAN', 'MAN TGX', 'man-tgx'),
      ('Scania', 'Scania R', 'scania-r'), ('Volvo', 'Volvo FH', 'volvo-fh')
    ) as v(mark, title, slug) on v.mark = m.title`)
}

/** Each part's fitment as «model years [inherited]», sorted. */
async function fits(ctx: ExchangeApp, externalId: string) {
  const rows = rowsOf<{
    title: string
    year_from: number | null
    year_to: number | null
    inherited: boolean
  }>(
    await ctx.db.execute(sql`
      select tm.title, f.year_from, f.year_to, f.inherited
      from part_fits f join parts p on p.id = f.part_id join truck_models tm on tm.id = f.truck_model_id
      where p.external_id = ${externalId} order by tm.title`),
  )
  return rows.map(
    (r) => `${r.title} ${r.year_from ?? ''}–${r.year_to ?? ''}${r.inherited ? ' (от товара)' : ''}`,
  )
}

const changesOnly = (products: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08">
  <Каталог СодержитТолькоИзменения="true"><Ид>fit-catalog</Ид><Товары>${products}</Товары></Каталог>
</КоммерческаяИнформация>`)

const product = (id: string, group: string, fitment: string) =>
  `<Товар><Ид>${id}</Ид><Артикул>A-${id}</Артикул><Наименование>Товар ${id}</Наименование>
    <Группы><Ид>${group}</Ид></Группы><ЗначенияСвойств>${fitment}</ЗначенияСвойств></Товар>`
const fitment = (...values: string[]) =>
  `<ЗначенияСвойства><Наименование>Применяемость</Наименование>${values
    .map((v) => `<Значение>${v}</Значение>`)
    .join('')}</ЗначенияСвойства>`

const importFile = async (ctx: ExchangeApp, bytes: Buffer) =>
  (await exchangeFiles(ctx, [['import.xml', bytes]]))[0]

describe('1C exchange: fitment («Применяемость») fills what each part fits', () => {
  let ctx: ExchangeApp
  let answers: string[]
  beforeAll(async () => {
    ctx = await createExchangeApp({}, { seed: false })
    await addModels(ctx)
    answers = await exchangePair(ctx, 'fitment')
  })
  afterAll(() => ctx.close())

  it('resolves each value to a model of the shop, with its years', async () => {
    expect(await fits(ctx, 'fit-0001')).toEqual(['MAN TGS 2007–2020', 'MAN TGX 2007–'])
    // Several Значение in one ЗначенияСвойства; a make by its Russian name.
    expect(await fits(ctx, 'fit-0002')).toEqual(['Scania R –', 'Volvo FH 2013–'])
    expect(await fits(ctx, 'fit-0003')).toEqual([])
  })

  it('logs values naming no model with a Russian reason, and the import still succeeds', async () => {
    const [catalog] = answers
    expect(catalog?.split('\n')[0]).toBe('success')
    expect(catalog).toContain(
      'Применяемость «Foton Auman 2015-» не загружена: такой марки нет на сайте (товаров: 1 — fit-0001)',
    )
    expect(catalog).toContain('Применяемость «MAN» не загружена: указана только марка')
    const log = await ctx.app.inject({
      url: '/1c_exchange?mode=log&limit=10',
      headers: { authorization: basic },
    })
    expect(log.body).toContain('Применяемость «Foton Auman 2015-» не загружена')
  })

  it('gives a characteristic the fitment its offer names, else its product’s', async () => {
    expect(await fits(ctx, 'fit-0004#чёрная')).toEqual(['MAN TGS 2010–2015'])
    expect(await fits(ctx, 'fit-0004#серая')).toEqual(['MAN TGX 2007– (от товара)'])
    // The product changes in 1C: the characteristic that had none of its own follows it.
    expect(
      await importFile(ctx, changesOnly(product('fit-0004', 'g-brakes', fitment('MAN TGS')))),
    ).toBe('success')
    expect(await fits(ctx, 'fit-0004')).toEqual(['MAN TGS –'])
    expect(await fits(ctx, 'fit-0004#серая')).toEqual(['MAN TGS – (от товара)'])
    expect(await fits(ctx, 'fit-0004#чёрная')).toEqual(['MAN TGS 2010–2015'])
  })

  it('writes no count row when a product comes again with the fitment it has', async () => {
    // Every row version of the fitment and of the per-model counts, to see that none is rewritten.
    const versions = async () =>
      rowsOf<{ v: string }>(
        await ctx.db.execute(sql`
          select (select string_agg(xmin::text || ctid::text, ',' order by ctid) from part_fits)
            || ' | ' || (select string_agg(xmin::text || ctid::text, ',' order by ctid)
              from part_model_counts)
            || ' | ' || (select string_agg(xmin::text || ctid::text, ',' order by ctid)
              from part_word_model_counts) as v`),
      )[0]?.v
    const before = await versions()
    expect(before).toContain('|')
    expect(
      await importFile(ctx, changesOnly(product('fit-0004', 'g-brakes', fitment('MAN TGS')))),
    ).toBe('success')
    expect(await fits(ctx, 'fit-0004#серая')).toEqual(['MAN TGS – (от товара)'])
    expect(await versions()).toBe(before)
  })

  it('keeps in step: a model removed in 1C goes, a product not sending the property keeps its own', async () => {
    const answer = await importFile(
      ctx,
      changesOnly(product('fit-0001', 'g-engine', fitment('MAN TGS 2012–2020'))),
    )
    expect(answer).toBe('success')
    expect(await fits(ctx, 'fit-0001')).toEqual(['MAN TGS 2012–2020'])
    // fit-0002 was not in the file: its fitment stays.
    expect(await fits(ctx, 'fit-0002')).toEqual(['Scania R –', 'Volvo FH 2013–'])
    // Sent empty: it fits nothing any more.
    await importFile(ctx, changesOnly(product('fit-0002', 'g-engine', fitment())))
    expect(await fits(ctx, 'fit-0002')).toEqual([])
  })

  it('a full catalogue that declares the property clears the products without it; one that does not, keeps them', async () => {
    const full = (declared: boolean) =>
      Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08">
  <Классификатор><Ид>fit-classifier</Ид>
    <Группы><Группа><Ид>g-engine</Ид><Наименование>Двигатель</Наименование></Группа>
      <Группа><Ид>g-brakes</Ид><Наименование>Тормозная система</Наименование></Группа></Группы>
    ${declared ? '<Свойства><Свойство><Ид>p-fitment</Ид><Наименование>Применяемость</Наименование></Свойство></Свойства>' : ''}
  </Классификатор>
  <Каталог СодержитТолькоИзменения="false"><Ид>fit-catalog</Ид><Товары>
    ${product('fit-0001', 'g-engine', '')}${product('fit-0004', 'g-brakes', '')}
  </Товары></Каталог>
</КоммерческаяИнформация>`)
    expect(await importFile(ctx, full(false))).toBe('success')
    expect(await fits(ctx, 'fit-0001')).toEqual(['MAN TGS 2012–2020'])
    expect(await importFile(ctx, full(true))).toBe('success')
    expect(await fits(ctx, 'fit-0001')).toEqual([])
    expect(await fits(ctx, 'fit-0004')).toEqual([])
    // The characteristic with its own fitment keeps it; the one that followed its product is empty too.
    expect(await fits(ctx, 'fit-0004#чёрная')).toEqual(['MAN TGS 2010–2015'])
    expect(await fits(ctx, 'fit-0004#серая')).toEqual([])
  })
})
