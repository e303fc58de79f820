import { expect, test } from './fixtures.ts'

// A seeded new part in stock with two warranties and a cross group of three articles.
const partPath = '/parts/kolodki-tormoznye-renault-trucks-7473165637'

test('the part page shows article, stock, price and warranty, and adds to the cart', async ({
  page,
}) => {
  await page.goto(partPath)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Колодки тормозные Renault Trucks' }),
  ).toBeVisible()
  await expect(page.getByText('7473165637', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/^В наличии: \d+ шт\.$/)).toBeVisible()

  await page.getByRole('button', { name: 'Увеличить количество' }).click()
  await page.getByRole('button', { name: /Гарантия/ }).click()
  await page.getByRole('option', { name: /12 месяцев/ }).click()
  await expect(page.getByText(/Итого с гарантией/)).toBeVisible()

  await page.getByRole('button', { name: /^В корзину:/ }).click()
  await expect(page.getByRole('button', { name: /^В корзине:/ })).toBeVisible()
})

test('copying the article shows a notification with the copied text', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(partPath)
  await page.getByRole('button', { name: 'Скопировать артикул 7473165637' }).first().click()
  await expect(page.getByText('Скопировано: 7473165637')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('7473165637')
})

test('the analogs lead to the cross group with its lowest price', async ({ page }) => {
  await page.goto(partPath)
  const analogs = page.getByRole('list', { name: 'Кросс-номера (артикулы аналогов)' })
  await expect(analogs.getByText('1 397 262')).toBeVisible()
  await page.getByRole('link', { name: 'Все аналоги и цены' }).click()
  await expect(page).toHaveURL('/crossgroup/kolodki-tormoznye-7473165637')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Колодки тормозные 7473165637 и аналоги' }),
  ).toBeVisible()
  await expect(page.getByText(/^от \d/)).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Запчасти группы' }).getByRole('article'),
  ).toHaveCount(3)
})

test('an unknown part shows its not-found state with a way to the catalogue', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/404/)
  const response = await page.goto('/parts/no-such-part')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Запчасть не найдена' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toBeVisible()
  // Search engines drop it: the status says so, and the head does too.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test('a breadcrumb opens its page inside the shop, without loading the page again', async ({
  page,
}) => {
  await page.goto(partPath)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Every crumb is a touch target of at least 24 px (WCAG 2.2 target size).
  const crumbs = page.getByRole('navigation', { name: 'Навигация по разделам' }).getByRole('link')
  for (const crumb of await crumbs.all()) {
    expect((await crumb.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24)
  }
  // A full page load would drop this marker.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))
  await page
    .getByRole('navigation', { name: 'Навигация по разделам' })
    .getByRole('link', { name: 'Каталог' })
    .click()
  await expect(page).toHaveURL('/catalog')
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог запчастей' })).toBeVisible()
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true)
})
