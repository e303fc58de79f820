import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import {
  createExchangeApp,
  type ExchangeApp,
  exchangeFiles,
  fixture,
  importUntilDone,
  startSession,
} from './exchange-app.ts'

const partCount = async (ctx: ExchangeApp) =>
  Number(
    rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select count(*)::int as n from parts where external_id is not null`),
    )[0]?.n,
  )

/** Sends one file in a fresh session and imports it (an archive's import.xml); the last reply. */
const importOne = async (ctx: ExchangeApp, filename: string, bytes: Buffer) =>
  (
    await exchangeFiles(
      ctx,
      [[filename, bytes]],
      [filename.endsWith('.zip') ? 'import.xml' : filename],
    )
  )[0]

describe('1C exchange: bad files fail with a Russian reason and write nothing', () => {
  let ctx: ExchangeApp
  beforeAll(async () => {
    ctx = await createExchangeApp({}, { seed: false })
  })
  afterAll(() => ctx.close())

  it('malformed XML', async () => {
    const broken = Buffer.from(
      fixture('full/import.xml').toString('utf8').replace('</Товар>', '</Товарр>'),
    )
    const answer = await importOne(ctx, 'import.xml', broken)
    expect(answer).toMatch(/^failure\nОшибка в XML: /)
    expect(await partCount(ctx)).toBe(0)
  })

  it('a document cut off in the middle', async () => {
    const full = fixture('full/import.xml')
    const answer = await importOne(ctx, 'import.xml', full.subarray(0, full.length - 400))
    expect(answer).toMatch(/^failure\nОшибка в XML: /)
    expect(await partCount(ctx)).toBe(0)
  })

  it('windows-1251 bytes declared as UTF-8', async () => {
    const lying = Buffer.from(
      fixture('cp1251/import.xml').toString('latin1').replace('windows-1251', 'UTF-8'),
      'latin1',
    )
    expect(await importOne(ctx, 'import.xml', lying)).toBe(
      'failure\nФайл не в кодировке UTF-8, хотя объявлен в ней: проверьте кодировку выгрузки',
    )
    expect(await partCount(ctx)).toBe(0)
  })

  it('an encoding nobody knows', async () => {
    const odd = Buffer.from(
      fixture('full/import.xml')
        .toString('utf8')
        .replace('encoding="UTF-8"', 'encoding="x-klingon"'),
    )
    expect(await importOne(ctx, 'import.xml', odd)).toBe(
      'failure\nНеизвестная кодировка файла: x-klingon',
    )
  })

  it('products in groups neither the file nor the shop has', async () => {
    const orphan = Buffer.from(
      fixture('full/import.xml')
        .toString('utf8')
        .replaceAll('<Группы><Ид>g-pads</Ид></Группы>', '<Группы><Ид>g-nowhere</Ид></Группы>'),
    )
    // The groups section lists g-pads, but the products name g-nowhere.
    expect(await importOne(ctx, 'import.xml', orphan)).toBe(
      'failure\nТовары ссылаются на неизвестные группы: g-nowhere',
    )
    expect(await partCount(ctx)).toBe(0)
  })

  it('offers for products the shop does not have', async () => {
    expect(await importOne(ctx, 'offers.xml', fixture('full/offers.xml'))).toBe(
      'failure\nПредложения ссылаются на неизвестные товары: b7f0d2a4-0001, b7f0d2a4-0002, b7f0d2a4-0003, b7f0d2a4-0004#чёрная',
    )
  })

  it('a price that is not a number', async () => {
    expect(await importOne(ctx, 'import.xml', fixture('full/import.xml'))).toBe('success')
    const prices = rowsOf<{ price: number }>(
      await ctx.db.execute(sql`select price from parts where external_id is not null`),
    )
    const bad = Buffer.from(
      fixture('full/offers.xml')
        .toString('utf8')
        .replace(
          '<ЦенаЗаЕдиницу>2100</ЦенаЗаЕдиницу>',
          '<ЦенаЗаЕдиницу>две тысячи</ЦенаЗаЕдиницу>',
        ),
    )
    expect(await importOne(ctx, 'offers.xml', bad)).toBe(
      'failure\nНеверное число в поле ЦенаЗаЕдиницу у b7f0d2a4-0003: «две тысячи»',
    )
    // The offers before the bad one were not written either.
    expect(
      rowsOf<{ price: number }>(
        await ctx.db.execute(sql`select price from parts where external_id is not null`),
      ),
    ).toEqual(prices)
  })

  it('a broken zip', async () => {
    const zip = fixture('exchange.zip')
    expect(
      await importOne(ctx, 'exchange.zip', zip.subarray(0, Math.floor(zip.length / 2))),
    ).toMatch(/^failure\nАрхив повреждён: /)
    expect(await importOne(ctx, 'exchange.zip', Buffer.from('это не архив'))).toBe(
      'failure\nАрхив повреждён: в архиве нет файлов',
    )
  })

  it('a file name that climbs out of the exchange folder', async () => {
    const session = await startSession(ctx)
    const res = await session.call('file', '&filename=../../etc/passwd', 'x')
    expect(res.body).toBe('failure\nНедопустимое имя файла: ../../etc/passwd')
  })

  it('an import of a file never sent', async () => {
    const session = await startSession(ctx)
    await session.call('init')
    expect((await importUntilDone(session, 'import.xml')).last).toBe(
      'failure\nФайл import.xml не был загружен',
    )
  })

  it('the exchange log keeps every failure with its reason', async () => {
    const log = rowsOf<{ outcome: string; message: string }>(
      await ctx.db.execute(
        sql`select outcome, message from exchange_log where outcome = 'failure' order by id`,
      ),
    )
    expect(log.map((l) => l.message)).toContain('Неизвестная кодировка файла: x-klingon')
    expect(log.length).toBeGreaterThanOrEqual(9)
  })
})
