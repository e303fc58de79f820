import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { listPart } from '../order-list-fixtures.ts'
import { digits, listApp, xlsxType } from './list-app.ts'

const ctx = listApp()
const { guest, post, upload, resolve } = ctx

describe('order from a list', () => {
  describe('into the cart', () => {
    it('adds lines to what the cart holds in one request, quantities added and clamped', async () => {
      const session = guest()
      const a = await listPart(ctx.db, { article: digits(), stock: 5 })
      const b = await listPart(ctx.db, { article: digits(), stock: 2 })
      await post('/api/cart/items', session, { product_uuid: a.id, quantity: 2 })
      const res = await post('/api/cart/import', session, {
        lines: [
          { product_uuid: a.id, quantity: 2 },
          { product_uuid: b.id, quantity: 1 },
          { product_uuid: b.id, quantity: 4 },
        ],
      })
      expect(res.statusCode, res.body).toBe(200)
      const quantities = Object.fromEntries(
        res
          .json()
          .cart_products.map((l: { product_uuid: string; quantity: number }) => [
            l.product_uuid,
            l.quantity,
          ]),
      )
      expect(quantities).toEqual({ [a.id]: 4, [b.id]: 2 })
    })

    it('writes nothing when a line fails: a sold-out part or an unknown one', async () => {
      const session = guest()
      const kept = await listPart(ctx.db, { article: digits(), stock: 5 })
      const fresh = await listPart(ctx.db, { article: digits(), stock: 5 })
      const gone = await listPart(ctx.db, { article: digits(), stock: 0 })
      await post('/api/cart/items', session, { product_uuid: kept.id, quantity: 1 })
      const soldOut = await post('/api/cart/import', session, {
        lines: [
          { product_uuid: kept.id, quantity: 1 },
          { product_uuid: fresh.id, quantity: 1 },
          { product_uuid: gone.id, quantity: 1 },
        ],
      })
      expect(soldOut.statusCode).toBe(422)
      expect(soldOut.json().errors['lines.2.quantity']).toEqual([
        `Арт. ${gone.article}: товар закончился — проверьте список снова`,
      ])
      const unknown = await post('/api/cart/import', session, {
        lines: [
          { product_uuid: fresh.id, quantity: 1 },
          { product_uuid: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        ],
      })
      expect(unknown.statusCode).toBe(404)
      const cart = (
        await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: session })
      ).json()
      expect(
        cart.cart_products.map((l: { product_uuid: string; quantity: number }) => [
          l.product_uuid,
          l.quantity,
        ]),
      ).toEqual([[kept.id, 1]])
    })

    it('exports the cart as a workbook that reads back into the same lines', async () => {
      const session = guest()
      const part = await listPart(ctx.db, { article: digits(), price: 123_450, brand: 'MAN' })
      await post('/api/cart/items', session, { product_uuid: part.id, quantity: 3 })
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/cart/export.xlsx',
        headers: session,
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe(xlsxType)
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
      const sheet = book.worksheets[0] as ExcelJS.Worksheet
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Артикул',
        'Бренд',
        'Наименование',
        'Количество',
        'Цена, ₽',
        'Сумма, ₽',
      ])
      expect(sheet.getRow(2).values).toEqual([
        undefined,
        part.article,
        'MAN',
        part.fullTitle,
        3,
        1234.5,
        3703.5,
      ])
      expect(sheet.getRow(3).getCell(3).value).toBe('Итого')
      const back = (await upload(res.rawPayload)).json()
      expect(
        back.rows.map((r: { article: string; quantity_text: string }) => [
          r.article,
          r.quantity_text,
        ]),
      ).toEqual([[part.article, '3']])
    })

    it('exports a cart whose workbook, read and resolved, gives the same parts and quantities', async () => {
      const session = guest()
      const a = await listPart(ctx.db, { article: digits(), stock: 8, brand: 'MAN' })
      const b = await listPart(ctx.db, { article: `${digits()}-01`, stock: 3 })
      const used = await listPart(ctx.db, { article: digits(), stock: 1, used: true })
      await post('/api/cart/items', session, { product_uuid: a.id, quantity: 5 })
      await post('/api/cart/items', session, { product_uuid: b.id, quantity: 2 })
      await post('/api/cart/items', session, { product_uuid: used.id, quantity: 1 })
      const cartOf = async () => {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: session })
        return Object.fromEntries(
          res
            .json()
            .cart_products.map((l: { product_uuid: string; quantity: number }) => [
              l.product_uuid,
              l.quantity,
            ]),
        )
      }
      const before = await cartOf()
      expect(before).toEqual({ [a.id]: 5, [b.id]: 2, [used.id]: 1 })

      const exported = await ctx.app.inject({
        method: 'GET',
        url: '/api/cart/export.xlsx',
        headers: session,
      })
      expect(exported.statusCode).toBe(200)
      const parsed = (await upload(exported.rawPayload)).json()
      expect(parsed.header_detected).toBe(true)
      const rows = parsed.rows.map(
        (r: { line: number; article: string; quantity_text: string; brand: string | null }) => ({
          line: r.line,
          article: r.article,
          quantity: r.quantity_text,
          brand: r.brand,
        }),
      )
      const resolved = await resolve(rows)
      expect(resolved.summary).toMatchObject({ rows: 3, found: 3, lines: 3, pieces: 8 })
      expect(
        Object.fromEntries(
          resolved.rows.map((r: { part: { part: { uuid: string } }; quantity: number }) => [
            r.part.part.uuid,
            r.quantity,
          ]),
        ),
      ).toEqual(before)
      // Reading and resolving the workbook left the cart as it was.
      expect(await cartOf()).toEqual(before)
    })

    it('downloads the result and the rows not found as workbooks', async () => {
      const part = await listPart(ctx.db, { article: digits(), price: 10_000 })
      const rows = [
        { line: 2, article: part.article, quantity: '2' },
        { line: 3, article: 'NO-SUCH-1', quantity: '5', brand: 'MAN' },
        { line: 4, article: part.article, quantity: 'abc' },
      ]
      const read = async (url: string) => {
        const res = await post(url, guest(), { rows })
        expect(res.statusCode).toBe(200)
        const book = new ExcelJS.Workbook()
        await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
        const sheet = book.worksheets[0] as ExcelJS.Worksheet
        return sheet
          .getSheetValues()
          .slice(1)
          .map((row) => (row as unknown[]).slice(1))
      }
      const notFound = await read('/api/cart/import/result.xlsx?only=not_found')
      expect(notFound).toEqual(
        [
          ['Артикул', 'Количество', 'Бренд', 'Примечание'],
          ['NO-SUCH-1', '5', 'MAN', 'Артикул «NO-SUCH-1» не найден'],
          [
            part.article,
            'abc',
            undefined,
            'Количество «abc» не распознано — укажите целое число штук',
          ],
        ].map((row) => row.map((cell) => (cell === undefined ? '' : cell))),
      )
      const result = await read('/api/cart/import/result.xlsx')
      expect(result[1]).toEqual([
        2,
        part.article,
        'MAN',
        '2',
        'Найдено',
        part.fullTitle,
        2,
        100,
        200,
        '',
      ])
      expect(result.at(-1)?.slice(5)).toEqual(['Итого', undefined, undefined, 200])
    })
  })
})
