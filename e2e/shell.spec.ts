import { expect, test } from './fixtures.ts'

test('the home page opens in the default layout', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Запчасти для грузовиков' }),
  ).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page).toHaveTitle(/Грузовик/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /качественных запчастей для грузовиков/,
  )
})

test('an unknown path shows the 404 page, and home restores the default head', async ({
  page,
  pageErrors,
}) => {
  // The server answers the address 404 (search engines see a real one); Chromium logs that.
  pageErrors.allow(/status of 404/)
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible()
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  // The address in Russian; the developer's English message is not for the visitor.
  await expect(page.getByText('Адрес: /no/such/page', { exact: true })).toBeVisible()
  await expect(page.getByText(/Page not found/i)).toHaveCount(0)
  await expect(page.getByText(/адрес набран с ошибкой/)).toBeVisible()
  await expect(page).toHaveTitle('Ошибка 404')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  await page.getByRole('main').getByRole('link', { name: 'На главную', exact: true }).click()
  await expect(page).toHaveURL('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Запчасти для грузовиков' }),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  await expect(page).not.toHaveTitle('Ошибка 404')
})

test('a trailing slash is removed by redirect and the query kept', async ({ page }) => {
  await page.goto('/catalog/?marks[]=man')
  await expect(page).toHaveURL(/\/catalog\?marks(\[\]|%5B%5D)=man$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('parameters that fail validation give the fatal 404', async ({ page, pageErrors }) => {
  pageErrors.allow(/Page Not Found: \/parts\//)
  // The server answers the page itself with 404, so search engines drop the address.
  pageErrors.allow(/status of 404/)
  await page.goto('/parts/%3Cscript%3E')
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible()
  await expect(page.getByText(/^Адрес: \/parts\//)).toBeVisible()
  await expect(page.getByText(/Page Not Found/i)).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page).toHaveTitle('Ошибка 404')
})

test('route rules from the app manifest redirect inside the shop', async ({ page }) => {
  await page.goto('/contacts')
  await expect(page).toHaveURL('/kont_spb_shush')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Контакты: Санкт-Петербург' }),
  ).toBeVisible()
})

test('navigation scrolls to the top and back restores the position', async ({ page }) => {
  await page.goto('/o_kompanii')
  // A reader scrolls once the page is there: the router sets the scroll when it has rendered.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.addStyleTag({ content: 'main { min-height: 4000px }' })
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)

  // Clicked without scrolling to the link, as a sticky header would allow.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Оплата', exact: true })
    .evaluate((link: HTMLElement) => link.click())
  await expect(page).toHaveURL('/oplata_usloviya')
  await expect(page.getByRole('heading', { level: 1, name: 'Условия оплаты' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL('/o_kompanii')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
})

test('the build publishes latest.json and the app manifest', async ({ request }) => {
  const latest = await (await request.get('/builds/latest.json')).json()
  expect(latest.id).toEqual(expect.any(String))
  const manifest = await request.get(`/builds/meta/${latest.id}.json`)
  expect(manifest.ok()).toBe(true)
  expect((await manifest.json()).routeRules['/contacts']).toEqual({ redirect: '/kont_spb_shush' })
})
