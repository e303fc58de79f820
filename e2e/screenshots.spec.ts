import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures.ts'
import { routes } from './routes.ts'

/** The main pages of the shop, one screenshot each per project, for designers to review. */
const mainPages: Record<string, string> = {
  home: '/',
  search: '/search?s=колодки',
  catalog: '/catalog',
  'catalog-listing': '/catalog/man/tormoznaya-sistema/kolodki-tormoznye',
  part: '/parts/kolodki-tormoznye-renault-trucks-7473165637',
  crossgroup: '/crossgroup/kolodki-tormoznye-7473165637',
  razborka: '/razborka',
  order: '/order',
  contacts: '/kont_spb_shush',
  account: '/account',
}
const titleOf = (url: string) => routes.find(([route]) => route === url)?.[1] ?? ''

/** Saved to e2e/screenshots/<project>/ (git-ignored); CI keeps them as artefacts. */
test(
  'saves a full-page screenshot of each main page',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(180_000)
    const folder = path.resolve(import.meta.dirname, 'screenshots', testInfo.project.name)
    fs.mkdirSync(folder, { recursive: true })
    for (const [name, url] of Object.entries(mainPages)) {
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1, name: titleOf(url) }), url).toBeVisible()
      await page.waitForLoadState('networkidle')
      const file = path.join(folder, `${name}.png`)
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
      expect(fs.statSync(file).size, file).toBeGreaterThan(10_000)
    }
  },
)

/**
 * The first screen a phone shows (no scrolling) of the part page, the catalogue and the cart,
 * for designers to check what a buyer sees before scrolling (price and «В корзину» on
 * the part page, a part on the catalogue's first screen, the chat button clear of them).
 */
test('@phone-only saves the first screens of the part page, catalogue and cart on a phone', async ({
  page,
}, testInfo) => {
  const folder = path.resolve(import.meta.dirname, 'screenshots', testInfo.project.name)
  fs.mkdirSync(folder, { recursive: true })
  const shoot = async (name: string) => {
    await page.waitForLoadState('networkidle')
    const file = path.join(folder, `first-screen-${name}.png`)
    await page.screenshot({ path: file, animations: 'disabled' })
    expect(fs.statSync(file).size, file).toBeGreaterThan(10_000)
  }
  const response = await page.request.get('/api/search?in_stock=true&condition=new&per_page=1')
  const [part] = ((await response.json()) as { items: { link: string; full_title: string }[] })
    .items
  expect(part).toBeDefined()
  const { link, full_title: title } = part as { link: string; full_title: string }

  await page.goto('/catalog/man/tormoznaya-sistema')
  await expect(
    page.getByRole('list', { name: 'Запчасти' }).getByRole('article').first(),
  ).toBeInViewport()
  await shoot('catalog')

  await page.goto(link)
  const buyBar = page.getByRole('region', { name: 'Купить' })
  await expect(buyBar.getByRole('button', { name: `В корзину: ${title}` })).toBeInViewport()
  await shoot('part')

  await buyBar.getByRole('button', { name: `В корзину: ${title}` }).click()
  const cart = page.getByRole('dialog', { name: 'Корзина' })
  if (!(await cart.isVisible())) {
    await buyBar.getByRole('button', { name: `В корзине: ${title}. Открыть корзину` }).click()
  }
  await expect(cart.getByText(title).first()).toBeVisible()
  await shoot('cart')
})
