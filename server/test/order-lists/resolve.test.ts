import { describe, expect, it } from 'vitest'
import { crossGroup, listPart } from '../order-list-fixtures.ts'
import { countStatements } from '../support/statement-count.ts'
import { digits, listApp } from './list-app.ts'

const ctx = listApp()
const { guest, post, resolve } = ctx

describe('order from a list', () => {
  describe('resolving rows', () => {
    it('finds an article typed with spaces, dots, dashes or Cyrillic look-alikes, in one statement', async () => {
      const a = digits()
      const plain = await listPart(ctx.db, { article: `${a}-10`, price: 120_000 })
      const lettered = await listPart(ctx.db, { article: `AB${a}C`, price: 50_000 })
      const rows = [
        { line: 2, article: ` ${a.slice(0, 3)}.${a.slice(3)} 10 `, quantity: '2 шт' },
        { line: 3, article: `АВ${a}С`, quantity: 1 }, // Cyrillic А, В, С
      ]
      const { result, count } = await countStatements(ctx.db, () =>
        post('/api/cart/import/resolve', guest(), { rows }),
      )
      expect(count).toBe(1)
      const body = result.json()
      expect(body.rows.map((r: { status: string }) => r.status)).toEqual(['found', 'found'])
      expect(body.rows[0]).toMatchObject({
        line: 2,
        article: rows[0]?.article,
        quantity_text: '2 шт',
        requested: 2,
        quantity: 2,
        clamp: null,
        part: { part: { uuid: plain.id, article: `${a}-10` } },
      })
      expect(body.rows[1].part.part.uuid).toBe(lettered.id)
      expect(body.summary).toMatchObject({ rows: 2, found: 2, lines: 2, pieces: 3 })
      expect(body.summary.total).toBe(2 * 120_000 + 50_000)
    })

    it('resolves 300 rows with the same one statement', async () => {
      const a = digits()
      await listPart(ctx.db, { article: a })
      const rows = Array.from({ length: 300 }, (_, i) => ({
        article: i % 2 ? a : `${a}NOPE${i}`,
        quantity: '1',
      }))
      const { result, count } = await countStatements(ctx.db, () =>
        post('/api/cart/import/resolve', guest(), { rows }),
      )
      expect(count).toBe(1)
      expect(result.json().summary).toMatchObject({ rows: 300, found: 150, not_found: 150 })
    })

    it('asks to choose among brands, and the brand in the row picks one', async () => {
      const a = digits()
      const man = await listPart(ctx.db, { article: a, brand: 'MAN' })
      const knorr = await listPart(ctx.db, { article: a, brand: 'Knorr-Bremse' })
      const [ambiguous, picked, byMake] = (
        await resolve([
          { article: a, quantity: '1' },
          { article: a, quantity: '1', brand: 'knorr bremse' },
          { article: a, quantity: '1', brand: 'Volvo' },
        ])
      ).rows
      expect(ambiguous.status).toBe('choose_brand')
      expect(ambiguous.message).toBe('Артикул есть у 2 брендов — выберите нужный')
      expect(ambiguous.candidates.map((c: { brand: string }) => c.brand).sort()).toEqual([
        'Knorr-Bremse',
        'MAN',
      ])
      expect(picked).toMatchObject({ status: 'found', part: { brand: 'Knorr-Bremse' } })
      expect(picked.part.part.uuid).toBe(knorr.id)
      // A brand that names none of them leaves the choice to the buyer.
      expect(byMake.status).toBe('choose_brand')
      // The part chosen in the row is taken as it is.
      const [chosen] = (await resolve([{ article: a, quantity: '1', product_uuid: man.id }])).rows
      expect(chosen.part.part.uuid).toBe(man.id)
    })

    it('clamps a short row to the stock and offers in-stock analogues cheapest first', async () => {
      const group = await crossGroup(ctx.db)
      const a = digits()
      await listPart(ctx.db, { article: a, stock: 3, crossGroupId: group })
      const dear = await listPart(ctx.db, { article: `${a}1`, price: 300_000, crossGroupId: group })
      const cheap = await listPart(ctx.db, { article: `${a}2`, price: 90_000, crossGroupId: group })
      await listPart(ctx.db, { article: `${a}3`, stock: 0, price: 1_000, crossGroupId: group })
      const [row] = (await resolve([{ line: 7, article: a, quantity: '5' }])).rows
      expect(row).toMatchObject({
        status: 'short',
        requested: 5,
        quantity: 3,
        clamp: { reason: 'only_in_stock', max: 3 },
        message: 'В наличии только 3 шт. из 5 — в корзину пойдёт 3',
      })
      expect(row.analogues.map((m: { part: { uuid: string } }) => m.part.uuid)).toEqual([
        cheap.id,
        dear.id,
      ])
    })

    it('says sold out, one piece of a used part, and finds a used part by its painted number', async () => {
      const group = await crossGroup(ctx.db)
      const a = digits()
      await listPart(ctx.db, { article: a, stock: 0, crossGroupId: group })
      const analogue = await listPart(ctx.db, { article: `${a}9`, crossGroupId: group })
      const used = await listPart(ctx.db, {
        article: `${a}7`,
        stock: 1,
        used: true,
        extensionNumber: `БУ-${a.slice(0, 6)}`,
      })
      const [soldOut, usedRow] = (
        await resolve([
          { article: a, quantity: 2 },
          { article: `бу ${a.slice(0, 6)}`, quantity: '2' },
        ])
      ).rows
      expect(soldOut).toMatchObject({
        status: 'sold_out',
        quantity: 0,
        clamp: { reason: 'sold_out', max: 0 },
        message: 'Нет в наличии — есть аналоги',
      })
      expect(soldOut.analogues[0].part.uuid).toBe(analogue.id)
      expect(usedRow).toMatchObject({
        status: 'short',
        quantity: 1,
        clamp: { reason: 'used_only_one', max: 1 },
      })
      expect(usedRow.part.part.uuid).toBe(used.id)
    })

    it('keeps the buyer text of unknown articles and unreadable quantities', async () => {
      const a = digits()
      await listPart(ctx.db, { article: a })
      const rows = (
        await resolve([
          { article: 'НЕТ-ТАКОГО-999', quantity: '3' },
          { article: a, quantity: '1,5' },
          { article: a, quantity: '-3' },
          { article: a, quantity: 'abc' },
          { article: a, quantity: '' },
          { article: '   ', quantity: '1' },
        ])
      ).rows
      expect(rows.map((r: { status: string }) => r.status)).toEqual([
        'not_found',
        'bad_quantity',
        'bad_quantity',
        'bad_quantity',
        'found',
        'not_found',
      ])
      expect(rows[0]).toMatchObject({
        article: 'НЕТ-ТАКОГО-999',
        quantity_text: '3',
        message: 'Артикул «НЕТ-ТАКОГО-999» не найден',
      })
      expect(rows[1].message).toBe('Количество «1,5» дробное — укажите целое число штук')
      expect(rows[2].message).toBe('Количество «-3» меньше единицы — укажите от 1 шт.')
      expect(rows[3].message).toBe('Количество «abc» не распознано — укажите целое число штук')
      expect(rows[3].part.part.article).toBe(a)
      expect(rows[4]).toMatchObject({ requested: 1, quantity: 1 })
      expect(rows[5].message).toBe('В строке нет артикула')
    })

    it('refuses more than 1,000 rows and over-long fields with 422', async () => {
      const rows = Array.from({ length: 1001 }, () => ({ article: 'A1' }))
      expect((await post('/api/cart/import/resolve', guest(), { rows })).statusCode).toBe(422)
      const long = { rows: [{ article: 'A'.repeat(101) }] }
      const res = await post('/api/cart/import/resolve', guest(), long)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toHaveProperty(['rows.0.article'])
    })
  })
})
