import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures.ts'
import { expectFitsWidth } from './helpers/fits-width.ts'
import {
  addPartToCart,
  choose,
  logInToAccount,
  orderNumberOnResult,
  registerThroughApi,
} from './helpers/order-flow.ts'

/**
 * A new customer adds the buying organisation inside /order and gets «Счёт на оплату»
 * from the order's page; the demo customer finds an order history in several statuses and opens
 * an order. Each project uses its own phones (one SMS per phone a minute).
 */

test('a new customer adds the buying organisation inside the order form and downloads the invoice', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(180_000)
  pageErrors.allow(/status of 422 \(Unprocessable Entity\)/)
  await registerThroughApi(page)
  await addPartToCart(page)
  await page.goto('/order')
  const form = page.getByRole('form', { name: 'Оформление заказа' })
  await choose(form, 'Москва')
  await choose(form, 'По счёту для организации')
  await form.getByRole('button', { name: 'Добавить организацию' }).click()
  const company = form.getByRole('group', { name: 'Новая организация' })
  await company.getByRole('textbox', { name: 'Название' }).fill('ООО «Ромашка»')
  // A mistyped ИНН (wrong control digit) is stopped under its field.
  await company.getByRole('textbox', { name: 'ИНН' }).fill('7707083894')
  await company.getByRole('textbox', { name: 'Юридический адрес' }).fill('Москва, ул. Вавилова, 19')
  await company.getByRole('button', { name: 'Сохранить организацию' }).click()
  await expect(company.getByText('ИНН с ошибкой: не сходятся контрольные цифры')).toBeVisible()
  await expect(company.getByText('Укажите КПП организации')).toHaveCount(0)
  await company.getByRole('textbox', { name: 'ИНН' }).fill('7707083893')
  await company.getByRole('button', { name: 'Сохранить организацию' }).click()
  await expect(company.getByText('Укажите КПП организации')).toBeVisible()
  await company.getByRole('textbox', { name: 'КПП' }).fill('773601001')
  await company.getByRole('button', { name: 'Сохранить организацию' }).click()
  await expect(company).toBeHidden()
  await expect(form.getByRole('radio', { name: /ООО «Ромашка», ИНН 7707083893/ })).toBeChecked()

  await form.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ оформлен' })).toBeVisible()
  const number = await orderNumberOnResult(page)

  await page.waitForLoadState('networkidle')
  await page.goto('/account/orders')
  await page.getByRole('link', { name: `№${number}` }).click()
  await expect(page).toHaveURL(new RegExp(`/account/orders/${number}$`))
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Заказ №${number}`) }),
  ).toBeVisible()
  await expect(page).toHaveTitle(`Заказ №${number} — Личный кабинет — Грузовик`)
  await expect(page.getByText(/ООО «Ромашка», ИНН 7707083893, КПП 773601001/)).toBeVisible()
  const saving = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Скачать счёт на оплату (PDF)' }).click()
  const download = await saving
  expect(download.suggestedFilename()).toBe(`Счёт на оплату ${number}.pdf`)
  const file = await readFile(await download.path())
  expect(file.subarray(0, 5).toString()).toBe('%PDF-')
})

// The bookkeeper of the demo company, who sees its orders: the suite's one login of a known
// customer through the «Вход» dialog, with a phone no other test uses (one SMS code a minute;
// the others start logged in, helpers/saved-logins.ts).
const bookkeeper = '79990000007'

test('the demo customer finds orders in several statuses and opens one', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await logInToAccount(page, bookkeeper)
  await page
    .getByRole('navigation', { name: 'Меню личного кабинета' })
    .getByRole('link', { name: 'Все заказы' })
    .click()
  const heading = page.getByRole('heading', { level: 1, name: 'Все заказы' })
  await expect(heading).toBeVisible()
  await expect(page).toHaveTitle('Все заказы — Личный кабинет — Грузовик')
  if (testInfo.project.name === 'mobile') {
    // On the phone the page comes first, the menu after it.
    const menu = page.getByRole('navigation', { name: 'Меню личного кабинета' })
    const [top, menuTop] = [await heading.boundingBox(), await menu.boundingBox()]
    expect(top?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(menuTop?.y ?? 0)
  }
  for (const status of ['Выполнен', 'Отгружен', 'В работе', 'Оплачен', 'Отменён', 'Новый']) {
    await expect(page.getByRole('row').filter({ hasText: status }).first()).toBeVisible()
  }
  // The list fits the screen: on the phone each order is a card, nothing cut off on the right.
  await expectFitsWidth(page)
  const shipped = page.getByRole('row').filter({ hasText: 'Отгружен' }).first()
  await shipped.getByRole('link', { name: /^№\d+$/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Заказ №\d+/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Товары' })).toBeVisible()
  await expect(page.getByText('Статус: Отгружен')).toBeVisible()
  // The status history: every change from the order's creation, with Russian dates.
  const history = page.getByRole('table', { name: 'История статусов' })
  const changes = history.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(changes).toHaveText([
    /^\d{1,2} [а-я]+ \d{4}, \d{2}:\d{2}\s*Заказ оформлен: Новый$/,
    /^\d{1,2} [а-я]+ \d{4}, \d{2}:\d{2}\s*В работе$/,
    /^\d{1,2} [а-я]+ \d{4}, \d{2}:\d{2}\s*Отгружен$/,
  ])
  // Each line as 1C reported it: one left in full, one in part with the rest's date; the
  // shipment's document and the waybill as a link to the carrier's tracking page.
  const orderLines = page.getByRole('region', { name: 'Товары' }).getByRole('listitem')
  await expect(
    orderLines.filter({
      hasText: /Отгружена частично · отгружено 1 · ожидается \d{1,2} [а-я]+ \d{4}/,
    }),
  ).toHaveCount(1)
  await expect(orderLines.filter({ hasText: /Отгружена(?! частично)/ })).toHaveCount(1)
  const shipment = page.getByRole('region', { name: 'Отгрузка' })
  await expect(shipment).toContainText(/УПД № УТ-\d{6} от \d{1,2} [а-я]+ \d{4}/)
  await expect(shipment.getByRole('link', { name: '26-00123456789 — отследить' })).toHaveAttribute(
    'href',
    'https://www.dellin.ru/tracker/orders/26-00123456789/',
  )
  // An invoice order shipped: its invoice is there; it can no longer be cancelled.
  await expect(page.getByRole('button', { name: 'Скачать счёт на оплату (PDF)' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Отменить заказ/ })).toHaveCount(0)
  // Nothing on the page is wider than the screen.
  await expectFitsWidth(page)
  // «Повторить заказ»: the order's lines at today's prices and stock, in the table of «Заказ по
  // списку», then to the cart in one request.
  const lines = await page.getByRole('region', { name: 'Товары' }).getByRole('listitem').count()
  expect(lines).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Повторить заказ' }).click()
  const review = page.getByRole('grid', { name: 'Строки списка' })
  await expect(review).toBeVisible()
  await expect(review.getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(
    lines,
  )
  await page.getByRole('button', { name: 'Добавить в корзину' }).click()
  await expect(page.getByText(/^Добавлено в корзину строк: [1-9]\d*$/)).toBeVisible()
})

test('a quick order from the cart opened on an account page shows «Заказ оформлен» there @desktop-only', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await registerThroughApi(page)
  await addPartToCart(page)
  await page.goto('/account')
  await expect(page.getByRole('navigation', { name: 'Меню личного кабинета' })).toBeVisible()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Корзина/ })
    .click()
  const cart = page.getByRole('dialog', { name: 'Корзина' })
  const total = (await cart.getByRole('definition').last().textContent())?.trim() ?? ''
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders/fast') && r.request().method() === 'POST',
  )
  await cart.getByRole('button', { name: 'Быстрый заказ' }).click()
  expect((await created).status()).toBe(201)
  const success = page.getByRole('dialog', { name: 'Заказ оформлен' })
  await expect(success).toBeVisible({ timeout: 5000 })
  await expect(success.getByText(/^Заказ №\S+$/)).toBeVisible()
  await expect(success.getByText(total, { exact: true })).toBeVisible()
  await expect(cart).toBeHidden()
  await expect(page).toHaveURL(/\/account$/)
})
