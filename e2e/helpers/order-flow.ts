import { expect, type Locator, type Page } from '@playwright/test'
import { freshPhone, readSmsCode, waitOutResend } from './sms-outbox.ts'

/** The steps the order and account journeys share: logging in, registering, a part into the
 * cart, radio choices, /order, the result page. */

export async function openLogin(page: Page) {
  await page.goto('/account')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Войдите, чтобы открыть личный кабинет' }),
  ).toBeVisible()
  // The header has its own «Войти» too: the prompt's button is the page's.
  await page.getByRole('main').getByRole('button', { name: 'Войти', exact: true }).click()
}

export async function enterCode(page: Page, dialog: string, digits: string) {
  const modal = page.getByRole('dialog', { name: dialog })
  await waitOutResend(digits)
  const sentAt = new Date(Date.now() - 1000)
  await modal.getByRole('button', { name: 'Получить код' }).click()
  const code = await readSmsCode(digits, sentAt)
  await modal.getByRole('textbox', { name: 'Код из СМС' }).pressSequentially(code)
  await expect(modal).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Меню личного кабинета' })).toBeVisible()
}

export async function logInToAccount(page: Page, digits: string) {
  await openLogin(page)
  const login = page.getByRole('dialog', { name: 'Вход' })
  await login.getByRole('textbox', { name: 'Телефон' }).pressSequentially(digits.slice(1))
  await enterCode(page, 'Вход', digits)
}

export async function registerInAccount(page: Page) {
  await openLogin(page)
  await page
    .getByRole('dialog', { name: 'Вход' })
    .getByRole('button', { name: 'Регистрация' })
    .click()
  const registration = page.getByRole('dialog', { name: 'Регистрация' })
  await registration
    .getByRole('textbox', { name: 'Имя или название организации' })
    .fill('Смирнов Олег')
  const phone = freshPhone()
  await registration.getByRole('textbox', { name: 'Телефон' }).pressSequentially(phone.typed)
  await enterCode(page, 'Регистрация', phone.digits)
}

/**
 * A new customer registered through the API with the outbox's code, then in /account: for
 * journeys that need a fresh account, not the registration dialog (registerInAccount walks
 * through that, as do the quick-order journeys).
 */
export async function registerThroughApi(page: Page) {
  const phone = `+${freshPhone().digits}`
  const name = 'Смирнов Олег'
  const sentAt = new Date(Date.now() - 1000)
  const sent = await page.request.post('/api/auth/registration/send-sms', { data: { name, phone } })
  expect(sent.status()).toBe(200)
  const code = await readSmsCode(phone.slice(1), sentAt)
  // page.request shares the page's cookies: the answer's `token` logs the page in.
  const registered = await page.request.post('/api/auth/registration', {
    data: { name, phone, code },
  })
  expect(registered.status()).toBe(200)
  await page.goto('/account')
  await expect(page.getByRole('navigation', { name: 'Меню личного кабинета' })).toBeVisible()
}

/** Puts one new part in stock into the cart from its page, through the UI. */
export async function addPartToCart(page: Page) {
  const response = await page.request.get('/api/search?in_stock=true&condition=new&per_page=24')
  const { items } = (await response.json()) as { items: { link: string; total_stock: number }[] }
  const part = items.find((item) => item.total_stock >= 1)
  expect(part, 'a new part in stock').toBeDefined()
  await page.waitForLoadState('networkidle')
  await page.goto(part?.link ?? '/')
  const added = page.waitForResponse(
    (r) => r.url().includes('/api/cart/items') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'В корзину' }).first().click()
  expect((await added).ok()).toBe(true)
  // Leaving while the cart reloads would abort its request.
  await page.waitForLoadState('networkidle')
}

/** Picks a radio option the way people do: a click on its label (the input itself is hidden). */
export async function choose(scope: Page | Locator, name: string | RegExp) {
  const radio = scope.getByRole('radio', { name })
  await radio.locator('xpath=ancestor::label[1]').click()
  await expect(radio).toBeChecked()
}

/** Fills /order for a pickup in Moscow and submits; returns nothing, the caller follows. */
export async function placeOrder(page: Page, payment: 'card' | 'invoice') {
  await page.goto('/order')
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Оформление заказа' })
  await choose(form, 'Москва')
  if (payment === 'invoice') {
    await choose(form, 'По счёту для организации')
    await form.getByRole('button', { name: 'Оформить заказ' }).click()
  } else {
    await form.getByRole('button', { name: 'Оформить и оплатить' }).click()
  }
}

export async function orderNumberOnResult(page: Page): Promise<string> {
  const term = page.getByText(/^Заказ №\S+$/)
  await expect(term).toBeVisible()
  return ((await term.textContent()) ?? '').replace('Заказ №', '').trim()
}
