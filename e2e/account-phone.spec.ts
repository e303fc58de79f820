import { expect, test } from './fixtures.ts'
import { expectFitsWidth } from './helpers/fits-width.ts'
import { addPartToCart, registerInAccount } from './helpers/order-flow.ts'

/**
 * The account on a 390 px phone (`@phone-only`: the `mobile` project) is
 * part of the shop: the shop's header and bottom bar, the page before the menu, phones in their
 * mask, and no page reaching past the right edge. A new customer holds every permission, so
 * every menu entry is there.
 */
const pages = [
  ['Представители', 'Представители'],
  ['Контрагенты', 'Контрагенты'],
  ['Адреса доставки', 'Адреса доставки'],
  ['Получатели', 'Получатели'],
  ['Все заказы', 'Все заказы'],
  ['В работе', 'Заказы в работе'],
  ['Ожидают оплаты', 'Заказы, ожидающие оплаты'],
  ['Возвраты', 'Возвраты'],
  ['Избранное', 'Избранное'],
  ['Сообщить о поступлении', 'Сообщить о поступлении'],
] as const

test('the account on the phone has the shop header and bottom bar, the page first, nothing cut off @phone-only', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await registerInAccount(page)
  // The shop's header: the logo back to the shop, the search, and the bottom bar with the cart.
  await expect(page.getByRole('link', { name: 'Грузовик — на главную' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Поиск по названию или артикулу' })).toBeVisible()
  const bar = page.getByRole('navigation', { name: 'Нижняя панель' })
  await expect(bar.getByRole('button', { name: /Корзина/ })).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Главная' })).toBeVisible()

  // The profile: the phone in the shop's mask, the page above the menu.
  const heading = page.getByRole('heading', { level: 1, name: 'Личный кабинет' })
  await expect(heading).toBeVisible()
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Телефон' })).toHaveValue(
    /^\+7\(\d{3}\)\d{3} \d{2} \d{2}$/,
  )
  const menu = page.getByRole('navigation', { name: 'Меню личного кабинета' })
  const [top, menuTop] = [await heading.boundingBox(), await menu.boundingBox()]
  expect(top?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(menuTop?.y ?? 0)
  expect(top?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844)
  await expectFitsWidth(page)

  for (const [link, title] of pages) {
    await menu.getByRole('link', { name: link, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Грузовик — на главную' })).toBeVisible()
    await expectFitsWidth(page)
  }

  // The cart filled in the shop opens over the account page; the logo loads the shop.
  await addPartToCart(page)
  await page.goto('/account/orders')
  await bar.getByRole('button', { name: /Корзина/ }).click()
  const cart = page.getByRole('dialog', { name: /Корзина/ })
  await expect(cart.getByRole('button', { name: /^Удалить из корзины: / })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(cart).toBeHidden()
  await page.getByRole('link', { name: 'Грузовик — на главную' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
})
