import { expect, type Page } from '@playwright/test'
import type { PickedPart } from './shop-data.ts'
import { freshPhone, readSmsCode, todayInRussian } from './sms-outbox.ts'

export type Screen = 'desktop' | 'mobile'

/**
 * Presses a bottom-bar button. The bar hides while scrolling down and comes back when one of its
 * buttons takes focus, so the keyboard reaches it wherever the page is scrolled.
 */
export async function pressBarButton(page: Page, name: string | RegExp) {
  const button = page
    .getByRole('navigation', { name: 'Нижняя панель' })
    .getByRole('button', { name })
  await button.focus()
  await expect(button).toBeInViewport()
  await button.press('Enter')
}

/** The header cart button on desktop, the bottom-bar one on the phone (both say the count). */
export function cartButton(page: Page, screen: Screen) {
  const scope =
    screen === 'mobile'
      ? page.getByRole('navigation', { name: 'Нижняя панель' })
      : page.getByRole('banner')
  return scope.getByRole('button', { name: /^Корзина/ })
}

export async function expectCartCount(page: Page, screen: Screen, count: number) {
  await expect(cartButton(page, screen)).toHaveAccessibleName(
    new RegExp(`Товаров в корзине: ${count}$`),
  )
}

/** Types the article into the header search (desktop) or the search sheet (phone) and enters it. */
export async function searchFor(page: Page, screen: Screen, text: string) {
  if (screen === 'mobile') {
    await page.getByRole('button', { name: 'Поиск по названию или артикулу' }).click()
    const sheet = page.getByRole('dialog', { name: 'Поиск' })
    await expect(sheet).toBeVisible()
    await sheet.getByRole('searchbox', { name: 'Поиск' }).fill(text)
    await expect(sheet.getByRole('heading', { name: 'Запчасти' })).toBeVisible()
    await sheet.getByRole('searchbox', { name: 'Поиск' }).press('Enter')
    await expect(sheet).toBeHidden()
  } else {
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Поиск' })
    await field.click()
    await field.fill(text)
    const suggestions = page.getByRole('region', { name: 'Подсказки поиска' })
    await expect(suggestions.getByRole('heading', { name: 'Запчасти' })).toBeVisible()
    await field.press('Enter')
    await expect(suggestions).toBeHidden()
  }
  await expect(page).toHaveURL(/\/search\?s=/)
}

/** From the home page with an empty cart: the part, found by its article, goes into the cart. */
export async function addFoundPart(page: Page, screen: Screen, part: PickedPart) {
  await page.goto('/')
  await expectCartCount(page, screen, 0)
  await searchFor(page, screen, part.article)
  await page
    .getByRole('list', { name: 'Найденные запчасти' })
    .getByRole('button', { name: `В корзину: ${part.full_title}` })
    .click()
  await expectCartCount(page, screen, 1)
}

/** Opens a make's catalogue through the mega menu (desktop) or the drill-down menu (phone). */
export async function openMakeFromMenu(
  page: Page,
  screen: Screen,
  make: string,
  /** The make's address segment: Latin whatever the make's name («КАМАЗ» → kamaz). */
  slug = make.toLowerCase(),
) {
  if (screen === 'mobile') {
    await pressBarButton(page, 'Меню')
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible()
    // The drill-down sheet takes the title of the panel it shows.
    const menu = page.getByRole('dialog')
    await menu.getByRole('button', { name: 'Каталог' }).click()
    await expect(page.getByRole('dialog', { name: 'Каталог' })).toBeVisible()
    await menu.getByRole('button', { name: 'Запчасти по маркам' }).click()
    await menu.getByRole('link', { name: make, exact: true }).click()
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Каталог', exact: true }).click()
    const mega = page.getByRole('region', { name: 'Каталог запчастей' })
    await mega.getByRole('button', { name: 'Запчасти по маркам' }).click()
    await mega.getByRole('link', { name: make, exact: true }).click()
  }
  await expect(page).toHaveURL(new RegExp(`/catalog/${slug}`))
}

/** In the open cart: plus until the stock stops it, then back down to two. */
export async function changeQuantityWithinStock(page: Page, part: PickedPart) {
  const cart = page.getByRole('dialog', { name: 'Корзина' })
  const stepper = cart.getByRole('group', { name: `Количество: ${part.full_title}` })
  const plus = cart.getByRole('button', { name: `Увеличить количество: ${part.full_title}` })
  const minus = cart.getByRole('button', { name: `Уменьшить количество: ${part.full_title}` })
  for (let quantity = 2; quantity <= part.total_stock; quantity += 1) {
    await plus.click()
    await expect(stepper.getByRole('status')).toHaveText(String(quantity))
  }
  await expect(plus).toBeDisabled()
  if (part.total_stock > 2) {
    await minus.click()
    await expect(stepper.getByRole('status')).toHaveText(String(part.total_stock - 1))
  }
}

/**
 * From the open cart: «Быстрый заказ» asks a visitor to log in; registration with the SMS code
 * from the server's outbox continues the quick order, whose number, date and sum are shown.
 */
export async function registerAndQuickOrder(page: Page) {
  const cart = page.getByRole('dialog', { name: 'Корзина' })
  for (const column of ['Наименование', 'Артикул', 'Цена', 'Количество', 'Стоимость']) {
    await expect(cart.getByRole('columnheader', { name: column })).toBeVisible()
  }
  const total = (await cart.getByRole('definition').last().textContent())?.trim() ?? ''
  expect(total).toMatch(/^[\d\s\u00a0]+,\d{2}\s₽$/)

  await cart.getByRole('button', { name: 'Быстрый заказ' }).click()
  const login = page.getByRole('dialog', { name: 'Вход' })
  await expect(login).toBeVisible()
  await login.getByRole('button', { name: 'Регистрация' }).click()
  const registration = page.getByRole('dialog', { name: 'Регистрация' })
  await registration
    .getByRole('textbox', { name: 'Имя или название организации' })
    .fill('ООО Тест-Транс')
  await expect(
    registration.getByRole('link', { name: 'пользовательским соглашением' }),
  ).toHaveAttribute('href', '/legal_information')
  const phone = freshPhone()
  await registration.getByRole('textbox', { name: 'Телефон' }).pressSequentially(phone.typed)
  const sentAt = new Date(Date.now() - 1000)
  await registration.getByRole('button', { name: 'Получить код' }).click()
  const code = await readSmsCode(phone.digits, sentAt)
  await expect(registration.getByText(/Отправить код повторно можно через \d+ с/)).toBeVisible()
  await registration.getByRole('textbox', { name: 'Код из СМС' }).pressSequentially(code)

  const success = page.getByRole('dialog', { name: 'Заказ оформлен' })
  await expect(success).toBeVisible()
  await expect(success.getByText(/^Заказ №\S+$/)).toBeVisible()
  await expect(success.getByText(todayInRussian(), { exact: true })).toBeVisible()
  await expect(success.getByText(total, { exact: true })).toBeVisible()
  await expect(cart).toBeHidden()
  await success.getByRole('button', { name: 'Хорошо' }).click()
  await expect(success).toBeHidden()
}
