// The meta pages shop and server share (docs/product.md#page-meta; page `/` for home, the slug
// otherwise). Their record comes with the route's data: in the server's HTML on a first visit,
// from the route loader's own GET /api/meta on a navigation inside the shop.
import { metaPages } from '@gruzovik/openapi/meta-pages'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { routes } from './routes.ts'

interface MetaRecord {
  title?: string
  description?: string
}

const metaOf = async (page: Page, slug: string): Promise<MetaRecord> => {
  const answer = await page.request.get(`/api/meta?page=${encodeURIComponent(slug)}`)
  expect(answer.status(), slug).toBe(200)
  return answer.json()
}

test('every meta page arrives with the head of its GET /api/meta record, asked once by the server', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/meta') asked.push(url.searchParams.get('page') ?? '')
  })
  for (const slug of metaPages) {
    const path = slug === '/' ? '/' : `/${slug}`
    const title = routes.find(([route]) => route === path)?.[1]
    expect(title, `${path} is a route of the spec`).toBeTruthy()
    const record = await metaOf(page, slug)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible()
    if (record.title?.trim()) await expect(page, path).toHaveTitle(record.title.trim())
    if (record.description?.trim()) {
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute(
        'content',
        record.description.trim(),
      )
    }
  }
  // The server rendered each head; the hydrated pages did not ask again.
  expect(asked).toEqual([])
})

test('a meta page opened inside the shop asks GET /api/meta and shows its head', async ({
  page,
}) => {
  const record = await metaOf(page, 'o_kompanii')
  await page.goto('/')
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/meta' && url.searchParams.get('page') === 'o_kompanii'
  })
  await page.getByRole('contentinfo').getByRole('link', { name: 'О компании' }).click()
  expect((await answer).status()).toBe(200)
  await expect(page).toHaveURL(/\/o_kompanii$/)
  if (record.title?.trim()) await expect(page).toHaveTitle(record.title.trim())
})
