import { expect, test } from './fixtures.ts'

// Makes, nodes, units and trucks come from the seeded demo data (fixed PRNG seed on the server).

test('the hero search goes to /search with the trimmed article and finds the part', async ({
  page,
}) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Запчасти для грузовиков' }),
  ).toBeVisible()
  const hero = page.getByRole('search', { name: 'Поиск запчастей' })
  const field = hero.getByRole('searchbox', { name: 'Поиск по названию или артикулу' })

  // Blank text stays on the home page.
  await field.fill('   ')
  await field.press('Enter')
  await expect(page).toHaveURL('/')

  await field.fill('  81.91780-6441  ')
  await hero.getByRole('button', { name: 'Найти' }).click()
  await expect(page).toHaveURL('/search?s=81.91780-6441')
  await expect(page.getByRole('list', { name: 'Найденные запчасти' })).toBeVisible()
})

test('an example article under the search opens its results', async ({ page }) => {
  await page.goto('/')
  await page
    .getByRole('list', { name: 'Примеры артикулов' })
    .getByRole('link', { name: 'Искать артикул 20955963' })
    .click()
  await expect(page).toHaveURL('/search?s=20955963')
})

test('make, node and assembled-unit tiles open their catalogue pages', async ({ page }) => {
  await page.goto('/')
  await page
    .getByRole('list', { name: 'Запчасти по марке' })
    .getByRole('link', { name: 'MAN', exact: true })
    .click()
  await expect(page).toHaveURL('/catalog/man')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Запчасти для грузовиков: MAN' }),
  ).toBeVisible()

  await page.goBack()
  await page
    .getByRole('list', { name: 'Запчасти по узлам' })
    .getByRole('link', { name: 'Тормозная система' })
    .click()
  await expect(page).toHaveURL('/catalog/tormoznaya-sistema')

  await page.goBack()
  await page
    .getByRole('list', { name: 'Агрегаты в сборе' })
    .getByRole('link', { name: 'КПП в сборе' })
    .click()
  await expect(page).toHaveURL('/catalog/kpp-v-sbore')
})

test('used arrivals lead to a dismantled truck and to all arrivals', async ({ page }) => {
  await page.goto('/')
  const trucks = page.getByRole('list', { name: 'Последние машины в разборке' })
  await trucks.getByRole('link', { name: /^MAN / }).click()
  await expect(page).toHaveURL(/\/postupleniya_mashin\/man-[\w-]+\/man-[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: /^MAN / })).toBeVisible()

  await page.goBack()
  await page.getByRole('main').getByRole('link', { name: 'Все поступления' }).click()
  await expect(page).toHaveURL('/razborka')
})

test('why-us lines and branches link to their pages and to the map', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  await main.getByRole('link', { name: /^Гарантия На новые запчасти/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Гарантия и возврат' })).toBeVisible()

  await page.goBack()
  const map = main.getByRole('link', { name: /^Открыть на карте: 350059, Краснодар/ })
  await expect(map).toHaveAttribute('href', /^https:\/\/yandex\.ru\/maps\/\?pt=39\.0458,45\.0353/)
  await expect(map).toHaveAttribute('target', '_blank')
  await main.getByRole('link', { name: 'Адрес и часы работы: Москва' }).click()
  await expect(page).toHaveURL('/kont_msk')
})

test('the home page fits a 360 px phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  await expect(page.getByRole('list', { name: 'Последние машины в разборке' })).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
})

test('the hero search works from the keyboard alone', async ({ page }) => {
  await page.goto('/')
  const field = page.getByRole('searchbox', { name: 'Поиск по названию или артикулу' })
  await field.focus()
  await page.keyboard.type('тормозные колодки')
  // The clear cross is out of the tab order: Tab goes straight to the submit button.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Найти' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?s=/)
  expect(new URL(page.url()).searchParams.get('s')).toBe('тормозные колодки')
})

test('the home page and its menus share one main-menu call', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/main-menu') calls.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The footer loads its make links when it comes near; the home sections already asked.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'MAN' }).first(),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(calls).toHaveLength(1)
})
