import { expect, test } from './fixtures.ts'
import { expectFitsWidth } from './helpers/fits-width.ts'
import { choose } from './helpers/order-flow.ts'
import { openAccountAs } from './helpers/saved-logins.ts'

/**
 * A warranty claim on the phone (`@phone-only`: the `mobile` project): the demo owner opens his
 * shipped order, files a claim on a line with two photos, and finds it with its status in
 * /account/returns. Only the owner (79990000001) may file on the demo's orders (order.edit).
 */
const png = (color: number) =>
  Buffer.from(
    color === 0
      ? 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
      : 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  )

test('a warranty claim with two photos from an order line, then seen with its status @phone-only', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await openAccountAs(page, '79990000001')
  await page
    .getByRole('navigation', { name: 'Меню личного кабинета' })
    .getByRole('link', { name: 'Все заказы' })
    .click()
  const shipped = page.getByRole('row').filter({ hasText: 'Отгружен' }).first()
  await shipped.getByRole('link', { name: /^№\d+$/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Заказ №\d+/ })).toBeVisible()
  await page.getByRole('link', { name: 'Вернуть / гарантия' }).first().click()

  const form = page.getByRole('form', { name: 'Возврат или гарантия' })
  await expect(form).toBeVisible()
  await choose(form, 'Не работает')
  await form.getByRole('textbox', { name: 'Опишите, что случилось' }).fill('Стучит после установки')
  await form.getByRole('textbox', { name: /^Пробег/ }).fill('1200')
  await form.getByLabel(/^Фото \(до 5/).setInputFiles([
    { name: 'vid-1.png', mimeType: 'image/png', buffer: png(0) },
    { name: 'vid-2.png', mimeType: 'image/png', buffer: png(1) },
  ])
  await expect(form.getByRole('img', { name: /^Фото [12]$/ })).toHaveCount(2)
  await expect(form.getByText('Загружаем фото…')).toHaveCount(0)
  await expectFitsWidth(page)
  await form.getByRole('button', { name: 'Отправить заявку' }).click()

  await expect(page).toHaveURL(/\/account\/returns$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Возвраты и гарантия' })).toBeVisible()
  const claim = page.getByRole('article').filter({ hasText: 'Стучит после установки' })
  await expect(claim.getByRole('heading', { name: /^Заявка №\d+ · Гарантия$/ })).toBeVisible()
  await expect(claim).toContainText('Статус: Новая')
  await expect(claim.getByRole('list', { name: 'Фото' }).getByRole('img')).toHaveCount(2)
  await expectFitsWidth(page)
})
