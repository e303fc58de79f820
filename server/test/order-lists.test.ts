import ExcelJS from 'exceljs'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, orderCartByCard } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'
import { crossGroup, listPart } from './order-list-fixtures.ts'
import { countStatements } from './support/statement-count.ts'

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
let seq = 0
/** Digits only, unique per test: no letter of it is a Cyrillic look-alike by accident. */
const digits = () => `${process.pid % 1000}${Date.now() % 100000}${++seq}`.padEnd(9, '7')

describe('order from a list', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  let sessionSeq = 0
  const guest = () => ({ session: `list-${process.pid}-${++sessionSeq}-session-id` })
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
  const upload = (body: Buffer | string, type = xlsxType) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/cart/import/parse?filename=list.xlsx',
      headers: { ...guest(), 'content-type': type },
      payload: body,
    })
  const resolve = async (rows: object[]) => {
    const res = await post('/api/cart/import/resolve', guest(), { rows })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  beforeAll(async () => {
    // The development bank takes card orders («Повторить заказ» needs a past order).
    ctx = await createTestApp({ seed: false, config: { appEnv: 'development' } })
  })
  afterAll(() => ctx.close())

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

  describe('saved lists', () => {
    const listBody = (article: string) => ({
      name: 'ТО КАМАЗ 65115 — 30 000 км',
      rows: [
        { article, brand: null, quantity: 2, product_uuid: null },
        { article: 'НЕТ-1', brand: 'КАМАЗ', quantity: 1, product_uuid: null },
      ],
    })

    it('are the company’s: a colleague with list.show sees and resolves them, without it gets 403', async () => {
      const owner = await createCustomer(ctx.db, { name: 'Иванов Иван Иванович' })
      const viewer = await createCustomer(ctx.db, {
        accountId: owner.accountId,
        permissions: ['list.show'],
      })
      const outsider = await createCustomer(ctx.db, {
        accountId: owner.accountId,
        permissions: ['order.show'],
      })
      const stranger = await createCustomer(ctx.db)
      const part = await listPart(ctx.db, { article: digits(), stock: 1 })
      const created = await post('/api/account/lists', owner.auth, listBody(part.article))
      expect(created.statusCode, created.body).toBe(201)
      const list = created.json()
      expect(list).toMatchObject({
        name: 'ТО КАМАЗ 65115 — 30 000 км',
        author: 'Иванов Иван Иванович',
        allows: { edit: true, delete: true },
      })
      const get = (auth: Record<string, string>, url = '') =>
        ctx.app.inject({ method: 'GET', url: `/api/account/lists${url}`, headers: auth })

      const seen = await get(viewer.auth)
      expect(seen.json()).toMatchObject({
        items: [{ uuid: list.uuid, rows_count: 2, allows: { edit: false } }],
        allows: { create: false },
      })
      expect((await get(viewer.auth, `/${list.uuid}`)).json().rows).toEqual(
        listBody(part.article).rows,
      )
      const resolved = await post(`/api/account/lists/${list.uuid}/resolve`, viewer.auth)
      expect(resolved.json().rows.map((r: { status: string }) => r.status)).toEqual([
        'short',
        'not_found',
      ])
      expect((await post('/api/account/lists', viewer.auth, listBody('X'))).statusCode).toBe(403)

      expect((await get(outsider.auth)).statusCode).toBe(403)
      expect(
        (await post(`/api/account/lists/${list.uuid}/resolve`, outsider.auth)).statusCode,
      ).toBe(403)
      expect((await get(stranger.auth)).json().items).toEqual([])
      expect((await get(stranger.auth, `/${list.uuid}`)).statusCode).toBe(404)
      expect((await get({}, '')).statusCode).toBe(401)
    })

    it('are changed and deleted with list.edit; bad input is a 422', async () => {
      const owner = await createCustomer(ctx.db)
      const list = (await post('/api/account/lists', owner.auth, listBody('A1'))).json()
      const put = (payload: object) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/account/lists/${list.uuid}`,
          headers: owner.auth,
          payload,
        })
      const changed = await put({
        name: '  Новый  ',
        rows: [{ article: 'B2', brand: null, quantity: 5, product_uuid: null }],
      })
      expect(changed.json()).toMatchObject({
        name: 'Новый',
        rows: [{ article: 'B2', quantity: 5 }],
      })
      for (const bad of [
        { name: '', rows: [{ article: 'B2', brand: null, quantity: 1, product_uuid: null }] },
        { name: 'x', rows: [] },
        { name: 'x', rows: [{ article: 'B2', brand: null, quantity: 0, product_uuid: null }] },
        { name: 'x', rows: [{ article: 'B2', brand: null, quantity: 1, product_uuid: 'nope' }] },
      ]) {
        expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(422)
      }
      const del = () =>
        ctx.app.inject({
          method: 'DELETE',
          url: `/api/account/lists/${list.uuid}`,
          headers: owner.auth,
        })
      expect((await del()).json()).toEqual({ success: true })
      expect((await del()).statusCode).toBe(404)
    })

    it('repeats a past order through the same resolution', async () => {
      const buyer = await createCustomer(ctx.db)
      const part = await listPart(ctx.db, { article: digits(), stock: 5 })
      await post('/api/cart/items', buyer.auth, { product_uuid: part.id, quantity: 2 })
      const order = await orderCartByCard(ctx.app, buyer.auth)
      expect(order.statusCode, order.body).toBe(201)
      const { number } = order.json()
      const res = await post(`/api/account/orders/${number}/repeat/resolve`, buyer.auth)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().rows).toEqual([
        expect.objectContaining({
          status: 'found',
          requested: 2,
          quantity: 2,
          part: expect.objectContaining({ part: expect.objectContaining({ uuid: part.id }) }),
        }),
      ])
      const stranger = await createCustomer(ctx.db)
      expect(
        (await post(`/api/account/orders/${number}/repeat/resolve`, stranger.auth)).statusCode,
      ).toBe(404)
    })
  })
})
