import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFakeDist, createTestApp } from './helpers.ts'

/** What a visitor receives: compressed bytes on the wire, and the same content unpacked. */
describe('compression', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  const bigScript = `export const parts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Поршень MAN ${i}`))}\n`
  beforeAll(async () => {
    const distDir = createFakeDist()
    const file = path.join(distDir, 'assets', 'vendor-1a2b3c.js')
    fs.writeFileSync(file, bigScript)
    // As scripts/precompress.ts leaves the build: a .br and a .gz beside the file.
    fs.writeFileSync(`${file}.br`, brotliCompressSync(bigScript))
    fs.writeFileSync(`${file}.gz`, gzipSync(bigScript))
    // A stand-in for the server render (dist-server/entry-server.js): a page as a stream.
    const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-ssr-'))
    fs.writeFileSync(
      path.join(ssrDir, 'entry-server.js'),
      `export async function renderPage({ url }) {
        const html = ${JSON.stringify(bigPage)}
        return { kind: 'page', status: 200, etagSource: url, body: new Response(html).body }
      }`,
    )
    ctx = await createTestApp({ distDir, config: { ssrDir } })
  })
  afterAll(() => ctx.close())

  const bigPage = `<!doctype html><html lang="ru"><body>${Array.from({ length: 300 }, (_, i) => `<p>Поршень MAN ${i}</p>`).join('')}</body></html>`
  const get = (url: string, encoding?: string) =>
    ctx.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} })

  it('sends a built asset precompressed by Accept-Encoding: brotli, gzip or plain', async () => {
    const br = await get('/assets/vendor-1a2b3c.js', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(bigScript.length / 3)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const gz = await get('/assets/vendor-1a2b3c.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript)

    const plain = await get('/assets/vendor-1a2b3c.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(bigScript)
  })

  it('compresses large API answers on the fly, with Vary', async () => {
    const res = await get('/api/main-menu', 'br, gzip')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i)
    const json = JSON.parse(brotliDecompressSync(res.rawPayload).toString())
    expect(json.marks.length).toBeGreaterThan(0)
    const plain = await get('/api/main-menu')
    expect(plain.json()).toEqual(json)
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
  })

  it('compresses a server-rendered page as it streams', async () => {
    const res = await get('/catalog', 'gzip, deflate, br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i)
    expect(res.rawPayload.length).toBeLessThan(bigPage.length / 5)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bigPage)
    const plain = await get('/catalog')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(bigPage)
  })

  it('chooses the encoding of a kept page as it chooses that of any other answer', async () => {
    const headers = ['gzip, deflate, br', 'gzip;q=1, br;q=0.5', 'br;q=0, gzip', '*', 'x-gzip', 'BR']
    for (const header of [...headers, 'deflate', 'identity']) {
      const page = await get('/catalog', header)
      const answer = await get('/api/main-menu', header)
      expect({ header, encoding: page.headers['content-encoding'] }).toEqual({
        header,
        encoding: answer.headers['content-encoding'],
      })
    }
    const chosen = await Promise.all(headers.map(async (h) => (await get('/catalog', h)).headers))
    expect(chosen.map((h) => h['content-encoding'])).toEqual([
      'br',
      'gzip',
      'gzip',
      'gzip',
      'gzip',
      'br',
    ])
  })

  it('leaves small answers uncompressed', async () => {
    const res = await get('/api/auth/logout', 'br, gzip')
    expect(res.rawPayload.length).toBeLessThan(1024)
    expect(res.headers['content-encoding']).toBeUndefined()
  })
})
