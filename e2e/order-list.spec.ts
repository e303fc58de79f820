import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { zipSync } from 'fflate'
import { expect, test } from './fixtures.ts'
import {
  escapeRegExp,
  type ListCase,
  pickInStockArticle,
  pickListCases,
} from './helpers/list-rows.ts'

// «Заказ по списку» (docs/product.md#order-from-a-list) against the real server and its data.

// Forty rows, as a mechanic's list runs: the six kinds of row, then parts in stock as written.
// Picked once per worker, and only for the tests that use them (the refusals' test needs one part).
let cases: ListCase[] | undefined
async function fortyCases(page: Page) {
  cases ??= await pickListCases(page.request, 40)
  expect(cases).toHaveLength(40)
  return cases
}

/** The cart of this browser, read from the API with its session. */
async function cartOf(page: Page) {
  const session = (await page.context().cookies()).find((c) => c.name === 'session_id')?.value ?? ''
  const response = await page.request.get('/api/cart', { headers: { Session: session } })
  const cart = (await response.json()) as {
    cart_products: Array<{ product_uuid: string; quantity: number }>
  }
  return Object.fromEntries(cart.cart_products.map((l) => [l.product_uuid, l.quantity]))
}

function expectedCart(cases: ListCase[]) {
  const lines: Record<string, number> = {}
  for (const c of cases) {
    if (c.expected) lines[c.expected.uuid] = (lines[c.expected.uuid] ?? 0) + c.expected.quantity
  }
  return lines
}

/** Picks the brand and the analogue the rows ask for, then adds everything to the cart. */
async function pickAndAdd(page: Page, cases: ListCase[]) {
  const table = page.getByRole('grid', { name: 'Строки списка' })
  // Forty rows resolved on a busy 2-core machine may take longer than an assertion's 5 s.
  await expect(table).toBeVisible({ timeout: 30_000 })
  await expect(table.getByText('Не найдено', { exact: true })).toBeVisible()
  await expect(table.getByText('Б/у — только 1 шт., количество уменьшено')).toBeVisible()
  for (const c of cases.filter((item) => item.pick)) {
    const article = c.line.split('\t')[0] as string
    const group = page.getByRole('radiogroup', {
      name: new RegExp(`«${escapeRegExp(article)}»`),
    })
    await expect(group.getByRole('radio', { name: c.pick }).first()).toBeVisible()
    await group
      .getByText(c.pick as RegExp)
      .first()
      .click()
    await expect(group).toHaveCount(0)
  }
  await expect(page.getByRole('radiogroup', { name: /^Бренд для/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Добавить в корзину' }).click()
  const lines = Object.keys(expectedCart(cases)).length
  await expect(page.getByText(`Добавлено в корзину строк: ${lines}`)).toBeVisible()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await cartOf(page)).toEqual(expectedCart(cases))
}

test('a pasted list of 40 rows of six kinds ends in the cart with the right lines @phone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const cases = await fortyCases(page)
  await page.goto('/zakaz_po_spisku')
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ по списку' })).toBeVisible()
  await page
    .getByRole('textbox', { name: 'Список артикулов' })
    .fill(cases.map((c) => c.line).join('\n'))
  await page.getByRole('button', { name: 'Найти запчасти' }).click()
  await pickAndAdd(page, cases)
})

test('an uploaded .xlsx of the same rows gives the same cart; a bad file gets its message @phone', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(90_000)
  const cases = await fortyCases(page)
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Список')
  sheet.addRow(['Артикул', 'Количество'])
  for (const c of cases) sheet.addRow(c.line.split('\t'))
  const xlsx = Buffer.from(await book.xlsx.writeBuffer())

  await page.goto('/zakaz_po_spisku')
  const file = page.getByLabel('Или загрузите файл')
  // A PDF renamed to .xlsx: the server's own message shows under the field, the typed text stays.
  pageErrors.allow(/status of 422/)
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n')
  const refusal = await page.request.post('/api/cart/import/parse?filename=bad.xlsx', {
    headers: { 'Content-Type': 'application/octet-stream' },
    data: pdf,
  })
  expect(refusal.status()).toBe(422)
  const message = ((await refusal.json()) as { errors: { file: string[] } }).errors
    .file[0] as string
  const pasted = page.getByRole('textbox', { name: 'Список артикулов' })
  await pasted.fill('что-то набранное')
  await file.setInputFiles({
    name: 'список.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: pdf,
  })
  await expect(page.getByText(message)).toBeVisible()
  await expect(pasted).toHaveValue('что-то набранное')

  await file.setInputFiles({
    name: 'список.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  })
  await pickAndAdd(page, cases)
})

/** A workbook built here, as a buyer's Excel would save it. */
async function workbook(fill: (sheet: ExcelJS.Worksheet) => void) {
  const book = new ExcelJS.Workbook()
  fill(book.addWorksheet('Список'))
  return Buffer.from(await book.xlsx.writeBuffer())
}

// Every refusal of docs/product.md#order-from-a-list on one page, as the buyer sees it; the server
// tests (server/test/order-lists/files.test.ts) hold the rest of each case. Desktop only.
test('each bad file or quantity gets its message on the page and the cart stays as it was', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(60_000)
  const { article, uuid } = await pickInStockArticle(page.request)
  pageErrors.allow(/status of 4(13|22)/)
  await page.goto('/zakaz_po_spisku')
  const pasted = page.getByRole('textbox', { name: 'Список артикулов' })
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Корзина/ })

  // Pasted rows: «2 шт» is two pieces; «1,5», «-3» and «abc» are not quantities; empty rows skipped.
  await pasted.fill(
    [`${article}\t2 шт`, '', `${article}\t1,5`, `${article}\t-3`, '', `${article}\tabc`].join('\n'),
  )
  await page.getByRole('button', { name: 'Найти запчасти' }).click()
  const table = page.getByRole('grid', { name: 'Строки списка' })
  await expect(table).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('region', { name: 'Прочитано не буквально' })).toContainText(
    'Пропущено пустых строк: 2',
  )
  await expect(table.getByText('Количество «1,5» дробное — укажите целое число штук')).toBeVisible()
  await expect(table.getByText('Количество «-3» меньше единицы — укажите от 1 шт.')).toBeVisible()
  await expect(
    table.getByText('Количество «abc» не распознано — укажите целое число штук'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Добавить в корзину' }).click()
  await expect(page.getByText('Добавлено в корзину строк: 1')).toBeVisible()
  const cart = page.getByRole('dialog', { name: 'Корзина' })
  await expect(cart).toBeVisible()
  expect(await cartOf(page)).toEqual({ [uuid]: 2 })

  // The cart as a workbook, to upload at the end.
  const saving = page.waitForEvent('download')
  await cart.getByRole('button', { name: 'Скачать корзину (.xlsx)' }).click()
  const exported = await readFile(await (await saving).path())
  await page.keyboard.press('Escape')
  await expect(cart).toBeHidden()
  await expect(cartButton).toContainText('Товаров в корзине: 1')

  const file = page.getByLabel('Или загрузите файл')
  const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  const refusals: Array<{ name: string; buffer: Buffer; message: string | RegExp }> = [
    {
      name: 'письмо.xlsx',
      buffer: Buffer.from(
        zipSync({
          '[Content_Types].xml': new Uint8Array([60]),
          'word/document.xml': new Uint8Array([60]),
        }),
      ),
      message: 'Это документ Word, а не таблица.',
    },
    {
      name: 'битый.xlsx',
      buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]),
      message: 'Файл повреждён и не открывается.',
    },
    {
      // An encrypted workbook's container (a compound file with its «EncryptedPackage» stream),
      // as the server tells one by its bytes; making a real one needs Excel's crypto.
      name: 'с-паролем.xlsx',
      buffer: Buffer.concat([ole, Buffer.alloc(504), Buffer.from('EncryptedPackage', 'utf16le')]),
      message: 'Файл защищён паролем. Снимите пароль в Excel и загрузите снова',
    },
    {
      name: 'заголовок.xlsx',
      buffer: await workbook((sheet) => sheet.addRow(['Артикул', 'Количество'])),
      message: 'В файле только заголовок — добавьте строки с артикулами',
    },
    {
      name: 'длинный.xlsx',
      buffer: await workbook((sheet) => {
        sheet.addRow(['Артикул', 'Количество'])
        for (let i = 0; i < 1001; i++) sheet.addRow([`A${i}`, 1])
      }),
      message: /^В файле 1\s001 строка с артикулами, можно до 1\s000\. Разделите список на части/,
    },
    {
      name: 'большой.csv',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x41),
      message: 'Файл больше 5 МБ. Разделите список на части или сохраните его как .csv',
    },
  ]
  for (const refusal of refusals) {
    await file.setInputFiles({
      name: refusal.name,
      mimeType: 'application/octet-stream',
      buffer: refusal.buffer,
    })
    await expect(page.getByText(refusal.message), refusal.name).toBeVisible()
    await expect(cartButton).toContainText('Товаров в корзине: 1')
  }
  expect(await cartOf(page)).toEqual({ [uuid]: 2 })

  // The cart's own workbook reads back into the line it holds.
  await file.setInputFiles({
    name: 'корзина.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: exported,
  })
  await expect(table).toBeVisible({ timeout: 20_000 })
  const row = table.getByRole('row').filter({ hasText: article })
  await expect(row).toHaveCount(1)
  await expect(row.getByText('Найдено', { exact: true })).toBeVisible()
  await expect(row.getByText('2 шт.', { exact: true })).toBeVisible()
  expect(await cartOf(page)).toEqual({ [uuid]: 2 })
})
