import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodes, parts } from '../src/db/schema/index.ts'
import { isShopPage } from '../src/http/shop-routes.ts'
import { illustrationsDir, illustrationUrl } from '../src/modules/parts/illustrations.ts'
import { createFakeDist, createTestApp } from './helpers.ts'

const repoRoot = path.resolve(import.meta.dirname, '../..')
/** A sample address for each route of a route file's paths (`$param` → `x`, no trailing /). */
const samplesOf = (paths: string[]) =>
  paths.map((p) => p.replaceAll(/\$[a-z]+/gi, 'x').replace(/(.)\/$/, '$1'))

describe('serving the shop', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    const distDir = createFakeDist()
    // The build copies public/ into dist/: the drawings of part types among it.
    fs.cpSync(illustrationsDir, path.join(distDir, 'illustrations'), { recursive: true })
    // The build's app manifest with its route rules, as the manifest plugin writes it.
    fs.mkdirSync(path.join(distDir, 'builds/meta'), { recursive: true })
    fs.writeFileSync(path.join(distDir, 'builds/latest.json'), JSON.stringify({ id: 'b1' }))
    fs.writeFileSync(
      path.join(distDir, 'builds/meta/b1.json'),
      JSON.stringify({
        id: 'b1',
        routeRules: {
          '/contacts': { redirect: '/kont_spb_shush' },
          '/catalogue/**': { redirect: '/catalog' },
        },
      }),
    )
    ctx = await createTestApp({ distDir })
  })
  afterAll(() => ctx.close())

  it('answers the pages of the shop with index.html (history fallback)', async () => {
    // Addresses the shop's route rules redirect are its pages too.
    const [part] = await ctx.db.select({ slug: parts.slug }).from(parts).limit(1)
    const [node] = await ctx.db.select({ slug: nodes.slug }).from(nodes).limit(1)
    for (const url of [
      '/',
      `/catalog/man/${node?.slug}`,
      `/parts/${part?.slug}?y=1`,
      '/razborka',
      '/contacts',
      '/catalogue/a/b',
    ]) {
      const res = await ctx.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="app">')
    }
  })

  it('answers an address the shop does not have with its page and status 404', async () => {
    for (const url of ['/no/such/page', '/catalog/a/b/c/d', '/parts', '/account/nope']) {
      const res = await ctx.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="app">')
    }
  })

  it('answers an unknown part, make, node or cross group with the page and a real 404', async () => {
    for (const url of [
      '/parts/no-such-part',
      '/catalog/no-such-make',
      '/catalog/man/no-such-node',
      '/crossgroup/no-such-group',
      '/razborka/no-such-make',
    ]) {
      const res = await ctx.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).toContain('<div id="app">')
    }
  })

  it('gives bots only the status and a minimal body for a missing page', async () => {
    const headers = { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0)' }
    const missing = await ctx.app.inject({ url: '/parts/no-such-part', headers })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).not.toContain('<div id="app">')
    expect(missing.body).toContain('<meta name="robots" content="noindex">')
    const found = await ctx.app.inject({ url: '/razborka', headers })
    expect(found.statusCode).toBe(200)
    expect(found.body).toContain('<div id="app">')
  })

  it('lets a CDN keep public pages, never flow pages; a repeat with the ETag is a 304', async () => {
    const home = await ctx.app.inject({ url: '/razborka' })
    expect(home.headers['cache-control']).toMatch(/^public, .*s-maxage=300, stale-while-revalidate/)
    expect(home.headers.etag).toBeTruthy()
    const again = await ctx.app.inject({
      url: '/razborka',
      headers: { 'if-none-match': String(home.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    for (const url of ['/order', '/search?s=x', '/account/orders', '/parts/no-such-part']) {
      expect((await ctx.app.inject({ url })).headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('answers a missing file with a plain 404, never the page', async () => {
    const res = await ctx.app.inject({ url: '/assets/old-chunk-123.js' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).not.toContain('text/html')
  })

  it('knows every route of the shop and of the account module', () => {
    const tree = fs.readFileSync(path.join(repoRoot, 'src/routeTree.gen.ts'), 'utf8')
    const fullPaths = /fullPaths:\s*((?:\|\s*'[^']+'\s*)+)/.exec(tree)?.[1] ?? ''
    const shop = [...fullPaths.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '')
    const account = fs.readFileSync(path.join(repoRoot, 'src/account/router.tsx'), 'utf8')
    const accountPaths = [...account.matchAll(/\('(\/account[^']*)'/g)].map((m) => m[1] ?? '')
    expect(shop.length).toBeGreaterThan(30)
    expect(accountPaths.length).toBeGreaterThan(10)
    for (const sample of samplesOf([...shop, ...accountPaths])) {
      expect(isShopPage(sample), sample).toBe(true)
    }
  })

  it('caches hashed assets for a year', async () => {
    const res = await ctx.app.inject({ url: '/assets/app-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('caches the drawings of part types for a year: their addresses carry a content hash', async () => {
    const url = illustrationUrl('turbocharger')
    const res = await ctx.app.inject({ url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('image/svg+xml')
    expect(res.headers['cache-control']).toContain('immutable')
    expect(url).toMatch(/\?v=[0-9a-f]{8}$/)
  })

  it('removes a trailing slash by redirect and keeps the query', async () => {
    const res = await ctx.app.inject({ url: '/catalog/?marks[]=man' })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/catalog?marks[]=man')
  })
})
