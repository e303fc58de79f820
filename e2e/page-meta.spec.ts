// The meta pages shop and server share (docs/product.md#page-meta; page `/` for home, the slug
// otherwise).
import { metaPages } from '@gruzovik/openapi/meta-pages'
import { expect, test } from './fixtures.ts'
import { routes } from './routes.ts'

test('every meta page asks GET /api/meta for its head and gets it', async ({ page }) => {
  test.setTimeout(180_000)
  for (const slug of metaPages) {
    const path = slug === '/' ? '/' : `/${slug}`
    const title = routes.find(([route]) => route === path)?.[1]
    expect(title, `${path} is a route of the spec`).toBeTruthy()
    const answer = page.waitForResponse((response) => {
      const url = new URL(response.url())
      return url.pathname === '/api/meta' && url.searchParams.get('page') === slug
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible()
    expect((await answer).status(), path).toBe(200)
  }
})
