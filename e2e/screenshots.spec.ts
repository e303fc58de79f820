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
test('saves a full-page screenshot of each main page', async ({ page }, testInfo) => {
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
})
