import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodes, parts } from '../src/db/schema/index.ts'
import { pageMatcher } from '../src/http/shop-routes.ts'
import { illustrationsDir, illustrationUrl } from '../src/modules/parts/illustrations.ts'
import { createFakeDist, createFakePagePaths, createTestApp, shopRoutePaths } from './helpers.ts'

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
    // The build's page addresses (dist-server/page-paths.json), without a render.
    const ssrDir = createFakePagePaths(['/account', '/account/orders', '/account/orders/$number'])
    ctx = await createTestApp({ distDir, config: { ssrDir } })
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

  it('gives bots only the status and a minimal body for a missing page', async () => {
    const headers = { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0)' }
    const missing = await ctx.app.inject({ url: '/no/such/page', headers })
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
    for (const url of ['/order', '/search?s=x', '/account/orders', '/no/such/page']) {
      expect((await ctx.app.inject({ url })).headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('answers a missing file with a plain 404, never the page', async () => {
    const res = await ctx.app.inject({ url: '/assets/old-chunk-123.js' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).not.toContain('text/html')
  })

  it("knows a page by the build's route paths: every route of the shop, a parameter as one segment", () => {
    const isPage = pageMatcher({ shop: shopRoutePaths(), account: ['/account/orders/$number'] })
    for (const sample of [
      '/',
      '/parts/x',
      '/catalog',
      '/catalog/a/b/c',
      '/postupleniya_mashin/a/b',
      '/account/orders/12',
    ]) {
      expect(isPage(sample), sample).toBe(true)
    }
    for (const missing of ['/parts', '/parts/a/b', '/catalog/a/b/c/d', '/account/orders/1/2']) {
      expect(isPage(missing), missing).toBe(false)
    }
    // Without a build's paths nothing is known: every address is a page.
    expect(pageMatcher(null)('/no/such/page')).toBe(true)
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

/**
 * With a server render, its status is the page's: the server asks no database of its own
 * whether a part or make exists. A stand-in for the built render answers 404 where the shop's
 * router would (src/entry-server.test.tsx renders the real one: a loader's `notFound()`).
 */
describe('pages the server render judges', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  const renders = (globalThis as { __spaRenders?: string[] }).__spaRenders ?? []
  beforeAll(async () => {
    ;(globalThis as { __spaRenders?: string[] }).__spaRenders = renders
    const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-ssr-judge-'))
    fs.writeFileSync(
      path.join(ssrDir, 'entry-server.js'),
      `export async function renderPage({ url }) {
        globalThis.__spaRenders.push(url)
        const status = url.includes('no-such') ? 404 : 200
        const html = '<!doctype html><div id="app"><h1>' + (status === 404 ? 'Запчасть не найдена' : 'Поршень') + '</h1></div>'
        return { kind: 'page', status, etagSource: url, body: new Response(html).body }
      }`,
    )
    ctx = await createTestApp({
      distDir: createFakeDist(),
      config: { ssrDir, htmlCacheSeconds: 10 },
    })
  })
  afterAll(() => ctx.close())

  it("answers with the render's status: a missing part is a real 404 with its page, never kept", async () => {
    for (const url of ['/parts/no-such-part', '/catalog/man/no-such-node', '/search?s=no-such']) {
      renders.length = 0
      const res = await ctx.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).toContain('Запчасть не найдена')
      expect(res.headers['cache-control'], url).toBe('no-cache')
      await ctx.app.inject({ url })
      expect(renders, url).toEqual([url, url])
    }
    const found = await ctx.app.inject({ url: '/parts/porshen' })
    expect(found.statusCode).toBe(200)
    expect(found.headers['cache-control']).toMatch(/^public, /)
  })

  it('gives bots only the status and a minimal body for a page the render did not find', async () => {
    const headers = { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0)' }
    for (const url of ['/parts/no-such-part', '/search?s=no-such']) {
      const missing = await ctx.app.inject({ url, headers })
      expect(missing.statusCode, url).toBe(404)
      expect(missing.body, url).not.toContain('<div id="app">')
      expect(missing.body, url).toContain('<meta name="robots" content="noindex">')
    }
    const found = await ctx.app.inject({ url: '/parts/porshen', headers })
    expect(found.statusCode).toBe(200)
    expect(found.body).toContain('<div id="app">')
  })
})
