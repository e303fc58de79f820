import { expect, test } from './fixtures.ts'

// A seeded new part in stock with two warranties and a cross group of three articles.
const partPath = '/parts/kolodki-tormoznye-renault-trucks-7473165637'

test('the part page shows article, stock, price and warranty, and adds to the cart', {
  tag: '@phone',
}, async ({ page }) => {
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

/** Kopecks from a shown sum: «15 000 ₽» or «15 000,00 ₽». */
const kopecks = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100)

test('a seeded part with an old price but no discount flag costs on its page what the cart charges @desktop-only', async ({
  page,
}) => {
  // The seed gives a few parts a base price above the price without the flag: find one.
  let part: { link: string; price: { base_price: number; price: number; discount: boolean } }
  for (let n = 1; ; n++) {
    const found = await page.request.get(`/api/search?in_stock=true&per_page=48&page=${n}`)
    const { items } = (await found.json()) as { items: (typeof part)[] }
    expect(items.length, 'a seeded part with an unflagged old price').toBeGreaterThan(0)
    const unflagged = items.find((i) => !i.price.discount && i.price.base_price > i.price.price)
    if (unflagged) {
      part = unflagged
      break
    }
  }
  await page.goto(part.link)
  const box = page.getByRole('region', { name: 'Итого' })
  await expect(box.getByRole('button', { name: /^В корзину:/ })).toBeVisible()
  // The buy box shows the base price, nothing struck through; search engines read the same.
  expect(kopecks(await box.locator('span').first().textContent())).toBe(part.price.base_price)
  await expect(box.locator('del')).toHaveCount(0)
  const offers = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}')).find((d) => d['@type'] === 'Product'),
    )
  expect(offers?.offers?.price).toBe((part.price.base_price / 100).toFixed(2))

  await box.getByRole('button', { name: /^В корзину:/ }).click()
  await box.getByRole('button', { name: /^В корзине:/ }).click()
  const table = page.getByRole('table', { name: 'Товары в корзине' })
  const cells = table.getByRole('row').nth(1).getByRole('cell')
  // Price, then quantity, then the line's cost (CartLineRow).
  await expect(cells.nth(2)).toBeVisible()
  expect(kopecks(await cells.nth(2).textContent())).toBe(part.price.base_price)
  await expect(table.locator('del')).toHaveCount(0)
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
