import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageMatcher } from '../src/http/shop-routes.ts'
import { createSitemapRepository } from '../src/modules/sitemap/sitemap.repository.ts'
import { contentPages, createSitemapService } from '../src/modules/sitemap/sitemap.service.ts'
import { createTestApp, shopRoutePaths } from './helpers.ts'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')

/** What crawlers read: robots.txt and the sitemaps built from the database. */
describe('robots.txt and sitemaps', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp({ config: { publicUrl: 'https://gruzovik.example' } })
  })
  afterAll(() => ctx.close())

  it('robots.txt keeps crawlers out of the account, order and search and names the sitemap', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    const lines = res.body.split('\n')
    for (const path of ['/account', '/order', '/search'])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain('Sitemap: https://gruzovik.example/sitemap.xml')
  })

  it('sitemap.xml is an index of the pages, catalogue and parts sitemaps, each answering', async () => {
    const index = await ctx.app.inject({ url: '/sitemap.xml' })
    expect(index.headers['content-type']).toMatch(/^application\/xml/)
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    )
    const files = locs(index.body)
    expect(files).toContain('https://gruzovik.example/sitemaps/parts-1.xml')
    for (const file of files) {
      const res = await ctx.app.inject({ url: file.replace('https://gruzovik.example', '') })
      expect(res.statusCode, file).toBe(200)
      expect(res.body, file).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /)
    }
    const parts = await ctx.app.inject({ url: '/sitemaps/parts-1.xml' })
    const partUrls = locs(parts.body)
    expect(partUrls.length).toBeGreaterThan(100)
    expect(partUrls.every((u) => u.startsWith('https://gruzovik.example/parts/'))).toBe(true)
    expect(parts.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    const catalog = locs((await ctx.app.inject({ url: '/sitemaps/catalog.xml' })).body)
    expect(catalog).toContain('https://gruzovik.example/catalog/man')
    expect((await ctx.app.inject({ url: '/sitemaps/parts-999.xml' })).statusCode).toBe(404)
  })

  it('splits the parts into files of at most the chunk size, none missing or doubled', async () => {
    const repository = createSitemapRepository(ctx.db)
    const service = createSitemapService({ sitemaps: repository, chunkSize: 700 })
    const total = await repository.partCount()
    const index = locs(await service.index('https://x'))
    const partFiles = index.filter((u) => u.includes('/sitemaps/parts-'))
    expect(partFiles).toHaveLength(Math.ceil(total / 700))
    const seen = new Set<string>()
    for (let n = 1; n <= partFiles.length; n++) {
      const urls = locs((await service.parts('https://x', n)) ?? '')
      expect(urls.length).toBeLessThanOrEqual(700)
      for (const url of urls) seen.add(url)
    }
    expect(seen.size).toBe(total)
  })

  it('lists only real shop pages, never search, order or account', () => {
    const isPage = pageMatcher({ shop: shopRoutePaths(), account: [] })
    for (const page of contentPages) expect(isPage(page), page).toBe(true)
    const listed: readonly string[] = contentPages
    for (const hidden of ['/search', '/order', '/order_success', '/payment_success', '/ui']) {
      expect(listed).not.toContain(hidden)
    }
  })
})
