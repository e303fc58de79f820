import { expect, test } from './fixtures.ts'
import { routes } from './routes.ts'

test('every route of the spec renders its title in the default layout', async ({ page }) => {
  test.setTimeout(240_000)
  for (const [path, title] of routes) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible()
    await expect(page.getByRole('banner'), path).toBeVisible()
    await expect(page.getByRole('contentinfo'), path).toBeVisible()
  }
})
