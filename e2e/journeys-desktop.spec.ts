import { expect, test } from './fixtures.ts'
import {
  addFoundPart,
  changeQuantityWithinStock,
  expectCartCount,
  openMakeFromMenu,
  registerAndQuickOrder,
} from './helpers/journey.ts'
import { pickPart } from './helpers/shop-data.ts'

// The storefront's journeys on a 1280 px desktop, against the real server and its SMS outbox.

test.use({ viewport: { width: 1280, height: 800 } })

test('a visitor finds parts by search and by the mega menu, changes the quantity within stock, registers with the SMS code and places a quick order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const part = await pickPart(request, { s: 'фильтр' })
  await addFoundPart(page, 'desktop', part)

  await openMakeFromMenu(page, 'desktop', 'КАМАЗ', 'kamaz')
  // Leaving /search clears the header search text.
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Поиск' })).toHaveValue('')
  await page
    .getByRole('button', { name: /^В корзину: / })
    .first()
    .click()
  await expectCartCount(page, 'desktop', 2)

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Корзина/ })
    .click()
  await changeQuantityWithinStock(page, part)
  await registerAndQuickOrder(page)
  await expectCartCount(page, 'desktop', 0)
})

test('the search dropdown closes on a click outside and a blank Enter stays put', async ({
  page,
}) => {
  await page.goto('/')
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Поиск' })
  await field.fill('фильтр')
  const suggestions = page.getByRole('region', { name: 'Подсказки поиска' })
  await expect(suggestions.getByRole('heading', { name: 'Запчасти' })).toBeVisible()
  await page.getByRole('main').click({ position: { x: 5, y: 5 } })
  await expect(suggestions).toBeHidden()
  await field.fill('   ')
  await field.press('Enter')
  await expect(page).toHaveURL('/')
})

test('a search with no match says so', async ({ page }) => {
  await page.goto('/search?s=zzzzqqqq-nothing')
  await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible()
})

test('the results page shows its query in the header field and sorts in the address', async ({
  page,
}) => {
  await page.goto('/search?s=колодки')
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Поиск' })
  await expect(field).toHaveValue('колодки')
  await page.getByRole('button', { name: /Сортировка/ }).click()
  await page.getByRole('option', { name: 'Сначала дешевле' }).click()
  await expect(page).toHaveURL(/[?&]sort=price_asc/)
  await expect(page).toHaveURL(/[?&]s=/)
  await page.reload()
  await expect(page.getByRole('button', { name: /Сортировка/ })).toContainText('Сначала дешевле')
  await expect(field).toHaveValue('колодки')
})
