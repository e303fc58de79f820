import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPageCache } from '../src/http/page-cache.ts'
import { createFakeDist, createTestApp } from './helpers.ts'

describe('the page cache', () => {
  it('keeps a page for its time, then forgets it; the least recently used goes first', () => {
    let now = 0
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 2, now: () => now })
    const page = (html: string) => ({ status: 200, etag: 'W/"x"', html })
    cache.set('/a', page('a'))
    cache.set('/b', page('b'))
    expect(cache.get('/a')?.html).toBe('a')
    cache.set('/c', page('c'))
    expect(cache.get('/b')).toBeNull()
    expect(cache.get('/a')?.html).toBe('a')
    now = 10_000
    expect(cache.get('/a')).toBeNull()
    expect(cache.get('/c')).toBeNull()
  })

  it('keeps nothing with no time to keep it', () => {
    const cache = createPageCache({ ttlMs: 0 })
    cache.set('/a', { status: 200, etag: 'W/"x"', html: 'a' })
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
      `export async function renderPage({ url, nonce }) {
        globalThis.__renders.push(url)
        const html = '<!doctype html><script nonce="' + nonce + '">1</script><p>' + url + '</p>'
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
  const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1]

  it('renders a public page once for a while, each answer with its own nonce', async () => {
    const { app } = await start(10)
    renders.length = 0
    const first = await app.inject({ url: '/catalog' })
    const second = await app.inject({ url: '/catalog' })
    expect(renders).toEqual(['/catalog'])
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200)
      const nonce = nonceOf(res.headers['content-security-policy'])
      expect(nonce).toBeTruthy()
      expect(res.body).toContain(`<script nonce="${nonce}">`)
      expect(res.body).not.toContain('page-nonce-')
    }
    expect(nonceOf(first.headers['content-security-policy'])).not.toBe(
      nonceOf(second.headers['content-security-policy']),
    )
    expect(second.headers.etag).toBe(first.headers.etag)
    const revalidated = await app.inject({
      url: '/catalog',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.headers['content-security-policy']).toBeUndefined()
  })

  it("renders a visitor's own pages every time, and every page when the cache is off", async () => {
    const { app } = await start(10)
    renders.length = 0
    await app.inject({ url: '/search?s=MAN' })
    await app.inject({ url: '/search?s=MAN' })
    expect(renders).toEqual(['/search?s=MAN', '/search?s=MAN'])
    const off = (await start(0)).app
    renders.length = 0
    await off.inject({ url: '/catalog' })
    await off.inject({ url: '/catalog' })
    expect(renders).toEqual(['/catalog', '/catalog'])
  })
})
