import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  addPartToCart,
  choose,
  orderNumberOnResult,
  placeOrder,
  registerInAccount,
} from './helpers/order-flow.ts'
import { openAccountAs } from './helpers/saved-logins.ts'

/**
 * The order and account journeys against the real server: a customer registers in the account
 * module, adds a counterparty, pays orders through the development provider (success and failure),
 * places an invoice order and finds the orders in the account under their statuses; a seeded
 * customer without a permission (logged in by the setup: helpers/saved-logins.ts) sees no menu
 * entry and gets the 403 page at its address.
 */
const limited = {
  desktop: { phone: '79990000005', missing: 'Получатели', path: '/account/recipients' },
  mobile: { phone: '79990000003', missing: 'Контрагенты', path: '/account/contractors' },
} as const

const limitedFor = (project: string) => (project === 'mobile' ? limited.mobile : limited.desktop)

/** Adds a company in /account/contractors through the create form. */
async function addCounterparty(page: Page, title: string, allow: (pattern: RegExp) => void) {
  allow(/status of 422 \(Unprocessable Entity\)/)
  await page.getByRole('link', { name: 'Контрагенты' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Контрагенты' })).toBeVisible()
  await page.getByRole('button', { name: 'Добавить' }).click()
  const dialog = page.getByRole('dialog', { name: 'Добавить' })
  await dialog.getByRole('textbox', { name: 'Название' }).fill(title)
  await dialog.getByRole('textbox', { name: 'ИНН' }).fill('7801234564')
  await dialog
    .getByRole('textbox', { name: 'Юридический адрес' })
    .fill('г. Москва, ул. Тверская, д. 1')
  // An empty required field is reported under it before anything is sent.
  await dialog.getByRole('textbox', { name: 'Название' }).fill('')
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog.getByText('Заполните поле')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Название' }).fill(title)
  // A company without its KPP: the server's 422 message lands under the KPP field.
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog.getByRole('textbox', { name: 'КПП' })).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByRole('textbox', { name: 'КПП' }).fill('770101001')
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible()
}

test('a customer pays through the development provider and finds the orders in the account', {
  tag: '@phone',
}, async ({ page, pageErrors }) => {
  test.setTimeout(180_000)
  await registerInAccount(page)
  await addCounterparty(page, 'ООО «Смирнов-Транс»', pageErrors.allow)

  // A paid card order.
  await addPartToCart(page)
  await placeOrder(page, 'card')
  await expect(page.getByRole('heading', { name: 'Тестовый банк — оплата заказа' })).toBeVisible()
  await page.getByRole('button', { name: 'Оплатить' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата прошла успешно' })).toBeVisible()
  const paid = await orderNumberOnResult(page)
  await expect(page.getByText('Оплачен', { exact: true })).toBeVisible()

  // A failed card payment keeps the order waiting for payment.
  await addPartToCart(page)
  await placeOrder(page, 'card')
  await page.getByRole('button', { name: 'Отказ в оплате' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата не прошла' })).toBeVisible()
  const failed = await orderNumberOnResult(page)
  await expect(page.getByRole('button', { name: 'Оплатить ещё раз' })).toBeVisible()

  // An invoice needs a company buyer; with it the order goes to the order success page.
  await addPartToCart(page)
  await placeOrder(page, 'invoice')
  await expect(page.getByText('Для оплаты по счёту выберите организацию-покупателя')).toBeVisible()
  await choose(page, /ООО «Смирнов-Транс»/)
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ оформлен' })).toBeVisible()
  const invoiced = await orderNumberOnResult(page)

  // The account lists them, each under its status (a full page load: let the cart settle first).
  await page.waitForLoadState('networkidle')
  await page.getByRole('link', { name: 'Мои заказы' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Все заказы' })).toBeVisible()
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `№${paid}` })
      .filter({ hasText: 'Оплачен' }),
  ).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `№${invoiced}` })).toBeVisible()
  await page.getByRole('link', { name: 'Ожидают оплаты' }).click()
  await expect(page).toHaveURL(/\/account\/orders\/wait-pay$/)
  await expect(page.getByRole('row').filter({ hasText: `№${failed}` })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `№${paid}` })).toHaveCount(0)

  // The paid order is in work; the one still waiting for payment is not.
  await page.getByRole('link', { name: 'В работе' }).click()
  await expect(page).toHaveURL(/\/account\/orders\/work$/)
  await expect(page.getByRole('row').filter({ hasText: `№${paid}` })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `№${failed}` })).toHaveCount(0)

  // The customer cancels the unpaid order after confirming; it leaves "awaiting payment".
  await page.getByRole('link', { name: 'Ожидают оплаты' }).click()
  await page.getByRole('button', { name: `Отменить заказ №${failed}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Отменить заказ?' })
  await confirm.getByRole('button', { name: 'Отменить заказ' }).click()
  await expect(page.getByText(`Заказ №${failed} отменён`)).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `№${failed}` })).toHaveCount(0)
  await page.getByRole('link', { name: 'Все заказы' }).click()
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `№${failed}` })
      .filter({ hasText: 'Отменён' }),
  ).toBeVisible()
})

test('a missing permission hides the menu entry and its address answers 403', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const who = limitedFor(testInfo.project.name)
  await openAccountAs(page, who.phone)
  const menu = page.getByRole('navigation', { name: 'Меню личного кабинета' })
  await expect(menu.getByRole('link', { name: 'Все заказы' })).toBeVisible()
  await expect(menu.getByRole('link', { name: who.missing })).toHaveCount(0)
  await page.goto(who.path)
  await expect(page.getByRole('heading', { level: 1, name: 'Нет доступа' })).toBeVisible()
  await expect(page.getByText('403', { exact: true })).toBeVisible()
  // The server refuses the same list on its own.
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? ''
  const api = who.path === '/account/recipients' ? '/api/recipients' : '/api/account/contractors'
  const answer = await page.request.get(api, { headers: { authorization: `Bearer ${token}` } })
  expect(answer.status()).toBe(403)
})
