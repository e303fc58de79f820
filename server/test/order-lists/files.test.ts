import ExcelJS from 'exceljs'
import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { listPart } from '../order-list-fixtures.ts'
import { digits, listApp } from './list-app.ts'

const ctx = listApp()
const { guest, upload } = ctx

describe('order from a list', () => {
  describe('reading a file', () => {
    const workbook = async (fill: (sheet: ExcelJS.Worksheet) => void) => {
      const book = new ExcelJS.Workbook()
      fill(book.addWorksheet('Лист1'))
      return Buffer.from(await book.xlsx.writeBuffer())
    }

    it('reads a workbook by its header, formulas by their value, merged cells once, empty rows skipped', async () => {
      const file = await workbook((sheet) => {
        sheet.addRow(['№', 'Кол-во', 'Артикул', 'Производитель'])
        sheet.addRow([1, 2, '81.50601-6070', 'MAN'])
        sheet.addRow([])
        sheet.addRow([2, { formula: '1+2', result: 3 }, 'А 003 420', null])
        sheet.addRow([3, '2 шт', 'K-1', 'Knorr'])
        sheet.addRow([4, '', 'K-2', ''])
        sheet.mergeCells('C6:D6')
      })
      const res = await upload(file)
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json()
      expect(body).toMatchObject({
        source: 'xlsx',
        header_detected: true,
        mapping: { article: 2, quantity: 1, brand: 3 },
      })
      expect(body.rows.map((r: object) => r)).toEqual([
        expect.objectContaining({
          line: 2,
          article: '81.50601-6070',
          quantity_text: '2',
          brand: 'MAN',
        }),
        expect.objectContaining({ line: 4, article: 'А 003 420', quantity_text: '3', brand: null }),
        expect.objectContaining({ line: 5, article: 'K-1', quantity_text: '2 шт', brand: 'Knorr' }),
        expect.objectContaining({ line: 6, article: 'K-2', quantity_text: '', brand: null }),
      ])
      expect(body.notices).toEqual([
        'Строка 6: ячейки C6:D6 объединены — взято значение C6',
        'Пропущено пустых строк: 1',
      ])
    })

    it('guesses the columns of a workbook without a header', async () => {
      const file = await workbook((sheet) => {
        sheet.addRow(['81.50601-6070', 'MAN', 2])
        sheet.addRow(['A003', 'Volvo', 1])
      })
      const body = (await upload(file)).json()
      expect(body.header_detected).toBe(false)
      expect(body.mapping).toEqual({ article: 0, quantity: 2, brand: 1 })
      expect(body.columns.map((c: { title: string }) => c.title)).toEqual([
        'Столбец A',
        'Столбец B',
        'Столбец C',
      ])
      expect(body.rows[1].cells).toEqual(['A003', 'Volvo', '1'])
    })

    it('reads a windows-1251 CSV with semicolons and pasted text with spaces in articles', async () => {
      const csv = Buffer.from(new TextEncoder().encode('x')) // placeholder for type
      const text = 'Артикул;Количество\r\n81.50601-6070;2\r\nА003;1\r\n'
      const cp1251 = Buffer.from(
        [...text].map((ch) => {
          const code = ch.charCodeAt(0)
          if (code < 128) return code
          if (ch === 'Ё') return 0xa8
          if (ch === 'ё') return 0xb8
          return code - 0x410 + 0xc0
        }),
      )
      expect(csv.length).toBe(1)
      const res = await upload(cp1251, 'text/csv')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().rows).toEqual([
        {
          line: 2,
          cells: ['81.50601-6070', '2'],
          article: '81.50601-6070',
          quantity_text: '2',
          brand: null,
        },
        { line: 3, cells: ['А003', '1'], article: 'А003', quantity_text: '1', brand: null },
      ])
      const pasted = await upload(
        '81.50601 6070 2\nА003\t1 шт\tKAMAZ\nK-1, 4\n\nX9 1 шт Knorr Bremse\n',
        'text/plain',
      )
      const rows = pasted.json().rows
      expect(pasted.json().source).toBe('text')
      expect(
        rows.map((r: { article: string; quantity_text: string; brand: string | null }) => [
          r.article,
          r.quantity_text,
          r.brand,
        ]),
      ).toEqual([
        ['81.50601 6070', '2', null],
        ['А003', '1 шт', 'KAMAZ'],
        ['K-1', '4', null],
        ['X9', '1 шт', 'Knorr Bremse'],
      ])
    })

    it('reads pasted quantities by their place even when most are not numbers', async () => {
      const part = await listPart(ctx.db, { article: digits() })
      const a = part.article
      const pasted = await upload(`${a}\t2 шт\n\n${a}\t1,5\n${a}\t-3\n\n${a}\tabc\n`, 'text/plain')
      expect(pasted.statusCode, pasted.body).toBe(200)
      expect(pasted.json().mapping).toEqual({ article: 0, quantity: 1, brand: null })
      expect(pasted.json().notices).toEqual(['Пропущено пустых строк: 2'])
      const resolved = await ctx.resolve(
        pasted.json().rows.map((r: { line: number; article: string; quantity_text: string }) => ({
          line: r.line,
          article: r.article,
          quantity: r.quantity_text,
        })),
      )
      expect(
        resolved.rows.map(
          (r: { line: number; status: string; quantity: number; message: string }) => [
            r.line,
            r.status,
            r.quantity,
            r.message,
          ],
        ),
      ).toEqual([
        [1, 'found', 2, null],
        [3, 'bad_quantity', 0, 'Количество «1,5» дробное — укажите целое число штук'],
        [4, 'bad_quantity', 0, 'Количество «-3» меньше единицы — укажите от 1 шт.'],
        [6, 'bad_quantity', 0, 'Количество «abc» не распознано — укажите целое число штук'],
      ])
    })

    it('answers every unreadable file with its own Russian message and 422 or 413', async () => {
      const message = async (body: Buffer | string, type?: string) => {
        const res = await upload(body, type)
        return [res.statusCode, res.json().message, res.json().errors?.file?.[0]]
      }
      const docx = Buffer.from(
        zipSync({
          '[Content_Types].xml': new Uint8Array([60]),
          'word/document.xml': new Uint8Array([60]),
        }),
      )
      expect(await message(docx)).toEqual([
        422,
        'Это документ Word, а не таблица. Скопируйте строки в Excel и сохраните как .xlsx, или вставьте их текстом',
        'Это документ Word, а не таблица. Скопируйте строки в Excel и сохраните как .xlsx, или вставьте их текстом',
      ])
      // An encrypted workbook is a compound file holding an «EncryptedPackage» stream.
      const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
      const encrypted = Buffer.concat([
        ole,
        Buffer.alloc(504),
        Buffer.from('EncryptedPackage', 'utf16le'),
      ])
      expect((await message(encrypted))[1]).toBe(
        'Файл защищён паролем. Снимите пароль в Excel и загрузите снова',
      )
      const legacy = Buffer.concat([ole, Buffer.alloc(504), Buffer.from('Workbook', 'utf16le')])
      expect((await message(legacy))[1]).toMatch(/^Формат \.xls \(Excel 97–2003\) не читается/)
      const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)])
      expect((await message(broken))[1]).toBe(
        'Файл повреждён и не открывается. Откройте его в Excel, сохраните заново и загрузите',
      )
      const headerOnly = await workbook((sheet) => sheet.addRow(['Артикул', 'Количество']))
      expect((await message(headerOnly))[1]).toBe(
        'В файле только заголовок — добавьте строки с артикулами',
      )
      expect((await message('', 'text/csv'))[0]).toBe(422)
      const tooMany = await workbook((sheet) => {
        sheet.addRow(['Артикул', 'Количество'])
        for (let i = 0; i < 1001; i++) sheet.addRow([`A${i}`, 1])
      })
      expect((await message(tooMany))[1]).toBe(
        'В файле 1 001 строка с артикулами, можно до 1 000. Разделите список на части',
      )
      const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41)
      expect(await message(huge, 'text/csv')).toEqual([
        413,
        'Файл больше 5 МБ. Разделите список на части или сохраните его как .csv',
        undefined,
      ])
      // Other operations still take JSON only.
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/import/resolve',
        headers: { ...guest(), 'content-type': 'text/csv' },
        payload: 'a;1',
      })
      expect(json.statusCode).toBe(415)
    })

    it('reads 1,000 rows without holding the event loop for 200 ms at a time', async () => {
      const file = await workbook((sheet) => {
        sheet.addRow(['Артикул', 'Количество', 'Бренд'])
        for (let i = 0; i < 1000; i++) sheet.addRow([`81.50601-${6000 + i}`, (i % 9) + 1, 'MAN'])
      })
      // Once first: the first workbook after a start also compiles exceljs' code (a cold parse
      // blocks ~0.5 s once per process; docs/product.md#order-from-a-list says so).
      await upload(file)
      let longest = 0
      let last = performance.now()
      const timer = setInterval(() => {
        const now = performance.now()
        longest = Math.max(longest, now - last)
        last = now
      }, 5)
      const started = performance.now()
      const res = await upload(file)
      const took = performance.now() - started
      clearInterval(timer)
      expect(res.statusCode).toBe(200)
      expect(res.json().rows).toHaveLength(1000)
      console.info(
        `1,000-row xlsx: parsed in ${took.toFixed(0)} ms, longest block ${longest.toFixed(0)} ms`,
      )
      expect(longest).toBeLessThan(200)
    })
  })
})
