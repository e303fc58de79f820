import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFakeDist, createTestApp } from './helpers.ts'

describe('serving the shop', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp({ distDir: createFakeDist() })
  })
  afterAll(() => ctx.close())

  it('answers any page address with index.html (history fallback)', async () => {
    for (const url of ['/', '/catalog/man/tormoza', '/parts/x?y=1', '/no/such/page']) {
      const res = await ctx.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="app">')
    }
  })

  it('caches hashed assets for a year', async () => {
    const res = await ctx.app.inject({ url: '/assets/app-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('removes a trailing slash by redirect and keeps the query', async () => {
    const res = await ctx.app.inject({ url: '/catalog/?marks[]=man' })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/catalog?marks[]=man')
  })
})
