import { test as base, expect } from '@playwright/test'
import { test as withScript } from './fixtures.ts'

// A seeded new part in stock (e2e/part.spec.ts reads the same one).
const partPath = '/parts/kolodki-tormoznye-renault-trucks-7473165637'
const title = 'Колодки тормозные Renault Trucks'

/**
 * A phone on a slow line paints the server's page long before its script runs: «В корзину»
 * must work then too (docs/product.md#buy-before-script). Here the script never runs at all.
 */
base.describe('«В корзину» before the page’s script', () => {
  base.use({ javaScriptEnabled: false })

  base('adds the part and comes back to the page saying so @phone', async ({ page, browser }) => {
    await page.goto(partPath)
    const box = page.getByRole('region', { name: 'Итого' })
    await box.getByRole('button', { name: /^В корзину:/ }).click()

    await expect(page).toHaveURL(
      /\/parts\/kolodki-tormoznye-renault-trucks-7473165637\?cart_added=/,
    )
    await expect(box.getByRole('status').filter({ hasText: 'Добавлено в корзину' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    // The same visitor later, with the script: the cart the server kept holds the part.
    const later = await browser.newContext({
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
    })
    const shop = await later.newPage()
    await shop.goto(partPath)
    await shop.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const laterBox = shop.getByRole('region', { name: 'Итого' })
    // On a phone the sticky bar may show the same button: either opens the cart.
    await laterBox
      .getByRole('button', { name: /^В корзине:/ })
      .first()
      .click()
    const table = shop.getByRole('table', { name: 'Товары в корзине' })
    await expect(table.getByRole('row').filter({ hasText: title })).toHaveCount(1)
    await later.close()
  })

  base('a catalogue card adds its part and the page comes back to that card', async ({ page }) => {
    await page.goto('/catalog/man?page=2')
    const buy = page.getByRole('button', { name: /^В корзину:/ }).last()
    const title = ((await buy.getAttribute('aria-label')) ?? '').replace(/^В корзину: /, '')
    await buy.click()

    await expect(page).toHaveURL(/\/catalog\/man\?page=2&cart_added=[0-9a-f-]+#buy-[0-9a-f-]+$/)
    const marked = page.getByRole('status').filter({ hasText: 'Добавлено в корзину' })
    await expect(marked).toHaveCount(1)
    // Back where the buyer was: the card they pressed, not the top of the list.
    await expect(marked).toBeInViewport()
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeInViewport()
  })
})

withScript('hydrated, «В корзину» still adds without a page load', async ({ page }) => {
  await page.goto(partPath)
  const box = page.getByRole('region', { name: 'Итого' })
  let posted = false
  page.on('request', (request) => {
    if (request.url().endsWith('/cart/add')) posted = true
  })
  await box.getByRole('button', { name: /^В корзину:/ }).click()
  await expect(box.getByRole('button', { name: /^В корзине:/ })).toBeVisible()
  expect(posted).toBe(false)
  await expect(page).toHaveURL(new RegExp(`${partPath}$`))
})

withScript(
  'a page the server marked hydrates as rendered, drops the mark from its address, then shows the part in the cart',
  async ({ page }) => {
    const part = (await (await page.request.get(`/api${partPath}`)).json()) as { uuid: string }
    await page.goto(`${partPath}?cart_added=${part.uuid}`)
    const box = page.getByRole('region', { name: 'Итого' })
    // Added by the form (not by this visitor's cart, which is empty): the note stays until then.
    await expect(box.getByRole('status').filter({ hasText: 'Добавлено в корзину' })).toBeVisible()
    // Shown, the mark leaves the address (a reload must not say it again), the note stays.
    await expect(page).toHaveURL(new RegExp(`${partPath}$`))
    await expect(box.getByRole('status').filter({ hasText: 'Добавлено в корзину' })).toBeVisible()
    await page.reload()
    await expect(box.getByText('Добавлено в корзину')).toHaveCount(0)
    await box.getByRole('button', { name: /^В корзину:/ }).click()
    await expect(box.getByRole('button', { name: /^В корзине:/ })).toBeVisible()
    await expect(box.getByText('Добавлено в корзину')).toHaveCount(0)
  },
)
