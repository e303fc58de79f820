import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** On a phone the filter panel starts folded: open it as a customer would. */
async function openFilters(page: Page) {
  const inStock = page.getByRole('checkbox', { name: 'Только в наличии' })
  if (!(await inStock.isVisible())) {
    await page.getByRole('heading', { level: 2, name: 'Фильтры' }).click()
  }
  await expect(inStock).toBeVisible()
}

// Slugs and titles come from the seeded demo data (fixed PRNG seed on the server).

test('catalogue filters live in the address: they survive reload, back and forward', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/catalog/man/tormoznaya-sistema')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Запчасти для грузовиков: MAN, Тормозная система',
    }),
  ).toBeVisible()
  const inStock = page.getByRole('checkbox', { name: 'Только в наличии' })
  await expect(page.getByText(/^Найдено \d+ запчаст(ь|и|ей)$/)).toBeVisible()

  // The label toggles the box; the state then comes back from the address (controlled).
  await openFilters(page)
  await page.getByText('Только в наличии', { exact: true }).click()
  await expect(page).toHaveURL(/in_stock=true/)
  await expect(inStock).toBeChecked()

  await page.reload()
  await openFilters(page)
  await expect(page.getByRole('checkbox', { name: 'Только в наличии' })).toBeChecked()

  await page.goBack()
  await expect(page).not.toHaveURL(/in_stock/)
  await expect(page.getByRole('checkbox', { name: 'Только в наличии' })).not.toBeChecked()

  await page.goForward()
  await expect(page).toHaveURL(/in_stock=true/)
  await expect(page.getByRole('checkbox', { name: 'Только в наличии' })).toBeChecked()
})

test('marks[] in the address ticks those makes', async ({ page }) => {
  await page.goto('/catalog?marks[]=daf&marks[]=man')
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог запчастей' })).toBeVisible()
  await openFilters(page)
  await expect(page.getByRole('checkbox', { name: /^DAF/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /^MAN/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /^Volvo/ })).not.toBeChecked()
})

test('a make page ticks its make in «Марки», counts within the make; unticking leaves it', async ({
  page,
}) => {
  await page.goto('/catalog/kamaz?in_stock=true')
  await openFilters(page)
  const marks = page.getByRole('group', { name: 'Марки' })
  const kamaz = marks.getByRole('checkbox', { name: /^KAMAZ|^КАМАЗ/ })
  await expect(kamaz).toBeChecked()
  // Only this page's make, with the page's own count.
  await expect(marks.getByRole('checkbox')).toHaveCount(1)
  const total = (await page.getByText(/^Найдено [\d\s]+ запчаст/).textContent())?.replace(/\D/g, '')
  await expect(kamaz).toHaveAccessibleName(new RegExp(`\\s${total}$`))
  await marks.getByText(/^(KAMAZ|КАМАЗ)/).click()
  await expect(page).toHaveURL('/catalog?in_stock=true')
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог запчастей' })).toBeVisible()
})

test('paging moves to the next page and keeps the filters', async ({ page }) => {
  await page.goto('/catalog/man?condition=new')
  await page.getByRole('button', { name: 'Страница 2' }).click()
  await expect(page).toHaveURL(/condition=new/)
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('no results says "Ничего не найдено" and resetting the filters brings parts back', async ({
  page,
}) => {
  await page.goto('/catalog/dvigatel?nomenclatures[]=kolodki-tormoznye')
  await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible()
  await page.getByRole('button', { name: 'Сбросить фильтры' }).last().click()
  await expect(page).not.toHaveURL(/nomenclatures/)
  await expect(
    page.getByRole('list', { name: 'Запчасти' }).getByRole('article').first(),
  ).toBeVisible()
})

test('an unknown catalogue section shows its not-found state', async ({ page, pageErrors }) => {
  pageErrors.allow(/404/)
  await page.goto('/catalog/no-such-section')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Раздел каталога не найден' }),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await page.getByRole('main').getByRole('link', { name: 'Весь каталог' }).click()
  await expect(page).toHaveURL('/catalog')
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})

test('the visual catalogue leads from a node of the drawn truck to that node for the model', async ({
  page,
}) => {
  await page.goto('/visual_catalog/man-tgx-2016')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Визуальный каталог MAN TGX 2016' }),
  ).toBeVisible()
  const engine = page.locator('svg a[aria-label="Двигатель: запчасти для MAN TGX 2016"]')
  await engine.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/catalog/man-tgx/dvigatel')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Запчасти для грузовиков: MAN TGX, Двигатель' }),
  ).toBeVisible()
})

test('used arrivals: a make, then a truck with the parts taken off it', async ({ page }) => {
  await page.goto('/razborka')
  await page.getByRole('link', { name: /^MAN/ }).first().click()
  await expect(page).toHaveURL('/razborka/man')
  await expect(page.getByRole('heading', { level: 1, name: 'Разборка MAN' })).toBeVisible()
  const truck = page.getByRole('list', { name: 'Машины в разборке' }).getByRole('link').first()
  const title = (await truck.textContent()) ?? ''
  await truck.click()
  await expect(page).toHaveURL(/\/postupleniya_mashin\//)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Запчасти с этой машины' }).getByRole('article').first(),
  ).toBeVisible()
})

test('on a slow network a make page shows a skeleton while it loads, never a blank page', async ({
  page,
}) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Запчасти для грузовиков' }),
  ).toBeVisible()
  // From now on every script chunk and the catalogue's data take 2 s, as on a slow phone network.
  const slow = async (route: import('@playwright/test').Route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await route.continue()
  }
  await page.route(/\/assets\/.*\.js$/, slow)
  await page.route(/\/api\/catalog/, slow)
  await page.evaluate(() => window.history.pushState({}, '', '/catalog/kamaz'))
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')))
  const main = page.getByRole('main')
  await expect(main.getByRole('status')).toBeVisible({ timeout: 1500 })
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: /KAMAZ|КАМАЗ/ })).toBeVisible({
    timeout: 15000,
  })
})
