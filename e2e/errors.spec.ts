import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { registerThroughApi } from './helpers/order-flow.ts'
import { type PickedPart, pickPart } from './helpers/shop-data.ts'
import { freshPhone } from './helpers/sms-outbox.ts'

/**
 * «Errors that speak» against the real server (docs/product.md#errors): a quick order
 * refused for short stock shows the message and the server's cart, and a second press orders
 * what is shown; a lost connection at «Получить код» is said and a second press sends the code.
 */
type Part = PickedPart & { link: string }

/** From the part's page into the cart; the cart is opened from the header. */
async function addAndOpenCart(page: Page, part: Part) {
  await page.goto(part.link)
  const added = page.waitForResponse(
    (r) => r.url().includes('/api/cart/items') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'В корзину' }).first().click()
  expect((await added).ok()).toBe(true)
  await page.waitForLoadState('networkidle')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Корзина/ })
    .click()
  return page.getByRole('dialog', { name: 'Корзина' })
}

/** «Быстрый заказ» in the open cart, answered by a created order. */
async function quickOrder(page: Page, cart: ReturnType<Page['getByRole']>) {
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders/fast') && r.request().method() === 'POST',
  )
  await cart.getByRole('button', { name: 'Быстрый заказ' }).click()
  expect((await created).status()).toBe(201)
}

test('a quick order refused for short stock shows why, the server’s cart, and orders it on the second press @desktop-only', async ({
  page,
  otherCustomer: rival,
  pageErrors,
}) => {
  // Two customers register and fill their carts: longer than a page test.
  test.setTimeout(240_000)
  // The refusal's own answer; the browser logs every 4xx.
  pageErrors.allow(/status of 409 \(Conflict\)/)
  const part = (await pickPart(page.request, {})) as Part
  await registerThroughApi(page)
  const cart = await addAndOpenCart(page, part)
  const stepper = cart.getByRole('group', { name: `Количество: ${part.full_title}` })
  const plus = cart.getByRole('button', { name: `Увеличить количество: ${part.full_title}` })
  for (let quantity = 2; quantity <= part.total_stock; quantity += 1) {
    await plus.click()
    await expect(stepper.getByRole('status')).toHaveText(String(quantity))
  }

  // Meanwhile another customer buys one: the first cart now asks for more than is left.
  await registerThroughApi(rival)
  const rivalCart = await addAndOpenCart(rival, part)
  await quickOrder(rival, rivalCart)

  const left = part.total_stock - 1
  await cart.getByRole('button', { name: 'Быстрый заказ' }).click()
  const alert = cart.getByRole('alert')
  await expect(alert).toContainText('Товара не хватает на складе, заказ не оформлен.')
  await expect(alert.getByRole('listitem')).toHaveText(
    `«${part.full_title}»: Осталось ${left} шт., количество уменьшено`,
  )
  await expect(stepper.getByRole('status')).toHaveText(String(left))

  // The second press orders what is shown: the server takes it, the cart closes and empties,
  // and the order's number and sum are shown.
  await quickOrder(page, cart)
  const success = page.getByRole('dialog', { name: 'Заказ оформлен' })
  await expect(success).toBeVisible({ timeout: 5000 })
  await expect(success.getByText(/^Заказ №\S+$/)).toBeVisible()
  await expect(cart).toBeHidden()
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Корзина/ }),
  ).toHaveAccessibleName(/Товаров в корзине: 0$/)
})

test('a lost connection at «Получить код» is said under the button, and a second press sends the code', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(60_000)
  // The aborted request, as the browser reports it.
  pageErrors.allow(/request: .*\/api\/auth\/login\/send-sms net::ERR_FAILED/)
  pageErrors.allow(/console: Failed to load resource: net::ERR_FAILED/)
  await page.route('**/api/auth/login/send-sms', (route) => route.abort(), { times: 1 })
  await page.goto('/account')
  await page.getByRole('main').getByRole('button', { name: 'Войти', exact: true }).click()
  const login = page.getByRole('dialog', { name: 'Вход' })
  // A fresh number: the server sends one SMS per number a minute.
  await login.getByRole('textbox', { name: 'Телефон' }).pressSequentially(freshPhone().typed)
  await login.getByRole('button', { name: 'Получить код' }).click()
  await expect(login.getByRole('alert')).toHaveText(
    'Не удалось связаться с магазином. Проверьте подключение к интернету и повторите.',
  )
  await login.getByRole('button', { name: 'Получить код' }).click()
  await expect(login.getByText(/Отправить код повторно можно через \d+ с/)).toBeVisible()
  await expect(login.getByText('Не удалось связаться с магазином.', { exact: false })).toBeHidden()
})
