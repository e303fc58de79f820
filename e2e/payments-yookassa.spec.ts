import { expect, test } from './fixtures.ts'
import {
  addPartToCart,
  orderNumberOnResult,
  placeOrder,
  registerThroughApi,
} from './helpers/order-flow.ts'

/**
 * Card payment through YooKassa (PAYMENT_PROVIDER=yookassa, a fake YooKassa on loopback that
 * playwright.config.ts starts): the buyer pays from /order on the bank's page, which notifies
 * the shop and sends the buyer back; the result page shows what the server read, not what the
 * address says.
 */
test('a customer pays by card through YooKassa and lands on /payment_success with the order paid', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await registerThroughApi(page)
  await addPartToCart(page)
  await placeOrder(page, 'card')

  // YooKassa's page (the fake's), on another origin.
  await expect(page.getByRole('heading', { name: /^ЮKassa \(тест\): Заказ № \d+$/ })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/checkout')
  await page.getByRole('button', { name: 'Оплатить' }).click()

  await expect(page).toHaveURL(/\/payment_success\?order=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата прошла успешно' })).toBeVisible()
  const number = await orderNumberOnResult(page)
  await expect(page.getByText('Оплачен', { exact: true })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('order')).toBe(number)
})

test('a payment cancelled on YooKassa’s page is not shown as paid, whatever the return address says', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await registerThroughApi(page)
  await addPartToCart(page)
  await placeOrder(page, 'card')
  await page.getByRole('button', { name: 'Отменить оплату' }).click()

  // YooKassa returns to /payment_success either way; the page reads the payment's real status.
  await expect(page).toHaveURL(/\/payment_success\?order=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата не прошла' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByText('Ожидает оплаты', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Оплатить ещё раз' })).toBeVisible()
})
