import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parts } from '../src/db/schema/index.ts'
import { createPageCache } from '../src/http/page-cache.ts'
import { createFakeDist, createTestApp } from './helpers.ts'

describe('the page cache', () => {
  it('keeps a page for its time, then forgets it; the least recently used goes first', () => {
    let now = 0
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 2, now: () => now })
    const page = (html: string) => ({
      status: 200,
      etag: 'W/"x"',
      html: Buffer.from(html),
      scriptSources: '',
    })
    cache.set('/a', page('a'))
    cache.set('/b', page('b'))
    expect(cache.get('/a')?.html.toString()).toBe('a')
    cache.set('/c', page('c'))
    expect(cache.get('/b')).toBeNull()
    expect(cache.get('/a')?.html.toString()).toBe('a')
    now = 10_000
    expect(cache.get('/a')).toBeNull()
    expect(cache.get('/c')).toBeNull()
  })

  it('keeps nothing with no time to keep it', () => {
    const cache = createPageCache({ ttlMs: 0 })
    cache.set('/a', { status: 200, etag: 'W/"x"', html: Buffer.from('a'), scriptSources: '' })
    expect(cache.get('/a')).toBeNull()
  })
})

describe('server-rendered pages kept for everyone', () => {
  const renders: string[] = []
  let ssrDir = ''
  const apps: Array<Awaited<ReturnType<typeof createTestApp>>> = []
  beforeAll(() => {
    ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-ssr-cache-'))
    // A stand-in for the server render that counts its renders through a global.
    fs.writeFileSync(
      path.join(ssrDir, 'entry-server.js'),
      `export async function renderPage({ url, nonce, truck }) {
        globalThis.__renders.push(truck ? url + ' truck=' + truck : url)
        const open = nonce ? '<script nonce="' + nonce + '">' : '<script>'
        const html = '<!doctype html><script type="application/ld+json">{}</script>' + open +
          'window.page = ' + JSON.stringify(url) + '</script><p>' + 'Поршень MAN '.repeat(200) + '</p>'
        return { kind: 'page', status: 200, etagSource: url, body: new Response(html).body }
      }`,
    )
    ;(globalThis as { __renders?: string[] }).__renders = renders
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
  })
  const start = async (htmlCacheSeconds: number) => {
    const app = await createTestApp({
      distDir: createFakeDist(),
      config: { ssrDir, htmlCacheSeconds },
    })
    apps.push(app)
    return app
  }
  const firstPartSlug = async (db: Awaited<ReturnType<typeof start>>['db']) => {
    const [part] = await db.select({ slug: parts.slug }).from(parts).limit(1)
    if (!part) throw new Error('the seed has no parts')
    return part.slug
  }
  const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1]
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

  it('renders a public page once for a while: the same bytes for everyone, scripts allowed by hash', async () => {
    const { app } = await start(10)
    renders.length = 0
    const first = await app.inject({ url: '/catalog', headers: { 'accept-encoding': 'br' } })
    const second = await app.inject({ url: '/catalog', headers: { 'accept-encoding': 'gzip' } })
    const plain = await app.inject({ url: '/catalog' })
    expect(renders).toEqual(['/catalog'])
    expect(first.headers['content-encoding']).toBe('br')
    expect(second.headers['content-encoding']).toBe('gzip')
    const html = brotliDecompressSync(first.rawPayload).toString()
    expect(gunzipSync(second.rawPayload).toString()).toBe(html)
    expect(plain.body).toBe(html)
    for (const res of [first, second, plain]) {
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain(sha256('window.page = "/catalog"'))
      // The JSON-LD data block does not run: no hash for it, and no nonce at all.
      expect(csp).not.toContain(sha256('{}'))
      expect(nonceOf(csp)).toBeUndefined()
      expect(res.headers.etag).toBe(first.headers.etag)
    }
    expect(html).toContain('<script>window.page')
    const revalidated = await app.inject({
      url: '/catalog',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it('answers a kept page without rendering it again, even when its part has moved since', async () => {
    const { app, db } = await start(10)
    const slug = await firstPartSlug(db)
    renders.length = 0
    const first = await app.inject({ url: `/parts/${slug}` })
    expect(first.statusCode).toBe(200)
    // The part's address changes behind the cache's back: the kept page still answers, as
    // it would from a CDN, until the cache forgets it.
    await db
      .update(parts)
      .set({ slug: sql`${parts.slug} || '-moved'` })
      .where(eq(parts.slug, slug))
    const kept = await app.inject({ url: `/parts/${slug}` })
    expect(kept.statusCode).toBe(200)
    expect(kept.body).toBe(first.body)
    expect(renders).toEqual([`/parts/${slug}`])
    // Another address of the same page is not kept: it is rendered.
    await app.inject({ url: `/parts/${slug}?from=list` })
    expect(renders).toEqual([`/parts/${slug}`, `/parts/${slug}?from=list`])
  })

  it('renders a page once for visitors who ask for it at the same time', async () => {
    const { app } = await start(10)
    renders.length = 0
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ url: '/catalog/man' })),
    )
    expect(renders).toEqual(['/catalog/man'])
    expect(new Set(answers.map((res) => res.body)).size).toBe(1)
  })

  it("renders a visitor's own pages every time under their own nonce, and every page when the cache is off", async () => {
    const { app } = await start(10)
    renders.length = 0
    const one = await app.inject({ url: '/search?s=MAN' })
    const two = await app.inject({ url: '/search?s=MAN' })
    expect(renders).toEqual(['/search?s=MAN', '/search?s=MAN'])
    const nonces = [one, two].map((res) => nonceOf(res.headers['content-security-policy']))
    expect(nonces[0]).toBeTruthy()
    expect(nonces[0]).not.toBe(nonces[1])
    expect(one.body).toContain(`<script nonce="${nonces[0]}">`)
    const off = (await start(0)).app
    renders.length = 0
    await off.inject({ url: '/catalog' })
    await off.inject({ url: '/catalog' })
    expect(renders).toEqual(['/catalog', '/catalog'])
  })

  it('a page for the visitor’s chosen truck is theirs: rendered with the cookie, private, never kept', async () => {
    const { app } = await start(10)
    renders.length = 0
    await app.inject({ url: '/catalog/volvo' })
    const cookie = `truck=${encodeURIComponent('{"m":"x","t":"Volvo FH"}')}`
    const mine = await app.inject({ url: '/catalog/volvo', headers: { cookie } })
    await app.inject({ url: '/catalog/volvo', headers: { cookie } })
    const truck = '{"m":"x","t":"Volvo FH"}'
    expect(renders).toEqual([
      '/catalog/volvo',
      `/catalog/volvo truck=${truck}`,
      `/catalog/volvo truck=${truck}`,
    ])
    expect(mine.headers['cache-control']).toBe('private, no-cache')
    expect(nonceOf(mine.headers['content-security-policy'])).toBeTruthy()
    // Everyone else still gets the page kept for all.
    await app.inject({ url: '/catalog/volvo' })
    expect(renders).toHaveLength(3)
  })
})
