import type { Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { expect, test } from './fixtures.ts'
import { escapeRegExp, type ListCase, pickListCases } from './helpers/list-rows.ts'

// «Заказ по списку» (docs/product.md#order-from-a-list) against the real server and its data.

// Forty rows, as a mechanic's list runs: the six kinds of row, then parts in stock as written.
let cases: ListCase[]
test.beforeAll(async ({ request }) => {
  cases = await pickListCases(request, 40)
  expect(cases).toHaveLength(40)
})

/** The cart of this browser, read from the API with its session. */
async function cartOf(page: Page) {
  const session = (await page.context().cookies()).find((c) => c.name === 'session_id')?.value ?? ''
  const response = await page.request.get('/api/cart', { headers: { Session: session } })
  const cart = (await response.json()) as {
    cart_products: Array<{ product_uuid: string; quantity: number }>
  }
  return Object.fromEntries(cart.cart_products.map((l) => [l.product_uuid, l.quantity]))
}

function expectedCart() {
  const lines: Record<string, number> = {}
  for (const c of cases) {
    if (c.expected) lines[c.expected.uuid] = (lines[c.expected.uuid] ?? 0) + c.expected.quantity
  }
  return lines
}

/** Picks the brand and the analogue the rows ask for, then adds everything to the cart. */
async function pickAndAdd(page: Page) {
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
  const lines = Object.keys(expectedCart()).length
  await expect(page.getByText(`Добавлено в корзину строк: ${lines}`)).toBeVisible()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await cartOf(page)).toEqual(expectedCart())
}

test('a pasted list of 40 rows of six kinds ends in the cart with the right lines @phone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/zakaz_po_spisku')
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ по списку' })).toBeVisible()
  await page
    .getByRole('textbox', { name: 'Список артикулов' })
    .fill(cases.map((c) => c.line).join('\n'))
  await page.getByRole('button', { name: 'Найти запчасти' }).click()
  await pickAndAdd(page)
})

test('an uploaded .xlsx of the same rows gives the same cart; a bad file gets its message @phone', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(90_000)
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
  await pickAndAdd(page)
})
