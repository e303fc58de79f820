import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderCallHeader } from '../src/http/render-calls.ts'
import { createFakeDist, createTestApp, type TestAppOptions } from './helpers.ts'

interface Answer {
  status: number
  body: unknown
}
const shared = globalThis as { __calls?: string[]; __answers?: Answer[] }

/**
 * A stand-in for the built render: it asks the calls the shop's loaders make through the `api`
 * transport the server hands it (render-calls.ts, Fastify's `inject`), and keeps what it got.
 */
function fakeRender() {
  const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-ssr-calls-'))
  fs.writeFileSync(
    path.join(ssrDir, 'entry-server.js'),
    `export async function renderPage({ url, api }) {
      const answers = []
      for (const call of globalThis.__calls) {
        const response = await api(new Request('http://shop.internal' + call))
        answers.push({ status: response.status, body: await response.json() })
      }
      globalThis.__answers = answers
      return { kind: 'page', status: 200, etagSource: url, body: new Response('<p>page</p>').body }
    }`,
  )
  return ssrDir
}

async function renderingApp(options: TestAppOptions = {}) {
  const ctx = await createTestApp({
    ...options,
    distDir: createFakeDist(),
    config: { ssrDir: fakeRender(), htmlCacheSeconds: 0, ...options.config },
  })
  const render = async (
    calls: string[],
    { cookie = 'session_id=visitor-session-1', url = '/catalog', ip = '203.0.113.9' } = {},
  ) => {
    shared.__calls = calls
    shared.__answers = []
    const page = await ctx.app.inject({ url, headers: { cookie }, remoteAddress: ip })
    expect(page.statusCode).toBe(200)
    return shared.__answers ?? []
  }
  return { ...ctx, render }
}

describe("the server render's API calls", () => {
  let ctx: Awaited<ReturnType<typeof renderingApp>>
  let origin = ''

  beforeAll(async () => {
    ctx = await renderingApp()
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => ctx.close())

  /** The same call over HTTP, as the visitor's browser would make it with their session. */
  const overHttp = async (url: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const answer = await fetch(`${origin}${url}`, { headers })
    return { status: answer.status, body: await answer.json() }
  }

  it("answers each of the loaders' calls as /api does over HTTP, bad input and errors included", async () => {
    const search = (await overHttp('/api/search?s=%D0%BA%D0%BE%D0%BB%D0%BE%D0%B4%D0%BA%D0%B0'))
      .body as { items: Array<{ slug: string }> }
    const part = search.items[0]?.slug ?? ''
    const partPage = (await overHttp(`/api/parts/${part}`)).body as {
      cross_group_slug: string | null
    }
    const makes = (await overHttp('/api/arrivals')).body as Array<{ slug: string }>
    const make = makes[0]?.slug ?? ''
    const trucks = (await overHttp(`/api/arrivals/${make}?per_page=1`)).body as {
      items: Array<{ link: string }>
    }
    const truck = trucks.items[0]?.link.replace('/postupleniya_mashin/', '/api/arrivals/') ?? ''
    const calls = [
      '/api/data',
      '/api/meta?page=%2F',
      '/api/meta?page=o_kompanii',
      '/api/meta?page=no-such-page',
      '/api/meta',
      '/api/main-menu',
      '/api/nodes',
      '/api/nodes/tormoznaya-sistema/nomenclatures',
      '/api/nodes/net-takogo/nomenclatures',
      '/api/nodes/dvigatel/nomenclatures?mark_uuid=123',
      '/api/nomenclatures?s=%D1%84%D0%B8%D0%BB%D1%8C%D1%82%D1%80&page=2&per_page=5',
      '/api/nomenclatures?page=abc',
      '/api/nomenclatures/list?marks[]=man&marks[]=daf',
      `/api/parts/${part}`,
      '/api/parts/net-takoy-detali',
      `/api/parts/${'x'.repeat(300)}`,
      '/api/parts/%D0%B1%D0%B5%D0%B7%20%D0%BF%D1%80%D0%BE%D0%B1%D0%B5%D0%BB%D0%BE%D0%B2',
      ...(partPage.cross_group_slug ? [`/api/cross-groups/${partPage.cross_group_slug}`] : []),
      '/api/cross-groups/net-takoy-gruppy',
      '/api/catalog?args[]=man&page=1&per_page=24',
      '/api/catalog?args[]=man&args[]=tormoznaya-sistema&sort=price_asc',
      '/api/catalog?args[]=net-takoy-marki',
      '/api/catalog?page=-1',
      '/api/search?s=MAN&per_page=24&in_stock=1',
      '/api/search',
      '/api/arrivals',
      '/api/arrivals/latest',
      `/api/arrivals/${make}?page=1`,
      '/api/arrivals/net-takoy-marki',
      truck,
      '/api/arrivals/scania-r/net-takoy-mashiny',
      '/api/no-such-call',
    ]
    const answers = await ctx.render(calls)
    expect(answers).toHaveLength(calls.length)
    for (const [index, call] of calls.entries()) {
      const expected = await overHttp(call, { session: 'visitor-session-1' })
      expect({ call, ...answers[index] }).toEqual({ call, ...expected })
    }
    // Found and refused alike: the list covers both.
    const statuses = new Set(answers.map((answer) => answer.status))
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 404, 414, 422]))
  })

  it("reads as the visitor's session, never with their token", async () => {
    const sessionId = 'visitor-session-2'
    const search = (await overHttp('/api/search?s=MAN')).body as { items: Array<{ uuid: string }> }
    const added = await fetch(`${origin}/api/cart/items`, {
      method: 'POST',
      headers: { session: sessionId, 'content-type': 'application/json' },
      body: JSON.stringify({ product_uuid: search.items[0]?.uuid, quantity: 1 }),
    })
    expect(added.status, await added.text()).toBeLessThan(300)
    const answers = await ctx.render(['/api/cart'], {
      cookie: `session_id=${sessionId}; token=someone-elses-token`,
    })
    const guestCart = await overHttp('/api/cart', { session: sessionId })
    expect(answers[0]).toEqual(guestCart)
    expect((guestCart.body as { cart_products: unknown[] }).cart_products).toHaveLength(1)
  })
})

describe('a rendered page is one request', () => {
  const lines: Array<{ msg?: string; req?: { url?: string } }> = []
  let ctx: Awaited<ReturnType<typeof renderingApp>>

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    ctx = await renderingApp({
      seed: false,
      config: { rateLimits: { auth: 0, orders: 0, passport: 0, api: 3 } },
      logger: { level: 'info', stream },
    })
  })
  afterAll(() => ctx.close())

  it("its data calls count against neither the visitor's rate limit nor the log", async () => {
    const ip = '203.0.113.30'
    lines.length = 0
    for (let page = 0; page < 2; page++) {
      const answers = await ctx.render(['/api/data', '/api/main-menu', '/api/data', '/api/data'], {
        ip,
      })
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    }
    const logged = lines.filter((line) => line.msg === 'request completed')
    expect(logged.map((line) => line.req?.url)).toEqual(['/catalog', '/catalog'])
    // The visitor's own three calls a minute are all still theirs.
    const own: number[] = []
    for (let call = 0; call < 4; call++) {
      own.push((await ctx.app.inject({ url: '/api/data', remoteAddress: ip })).statusCode)
    }
    expect(own).toEqual([200, 200, 200, 429])
  })

  it('a client cannot pass its calls off as the render’s', async () => {
    const ip = '203.0.113.31'
    const statuses: number[] = []
    for (let call = 0; call < 4; call++) {
      const answer = await ctx.app.inject({
        url: '/api/data',
        remoteAddress: ip,
        headers: { [renderCallHeader]: 'guessed' },
      })
      statuses.push(answer.statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe("the render's data calls in the log", () => {
  const lines: Array<{ msg?: string; reqId?: string }> = []
  let ctx: Awaited<ReturnType<typeof renderingApp>>

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    ctx = await renderingApp({ seed: false, logger: { level: 'info', stream } })
    // A handler that logs as a module's would, asked by the render.
    ctx.app.get('/test/render-logs', async (request) => {
      request.log.info('asked by the render')
      return { ok: true }
    })
  })
  afterAll(() => ctx.close())

  it("carry child ids of the page's request id: <page id>.r<n>", async () => {
    shared.__calls = ['/test/render-logs', '/test/render-logs']
    const page = await ctx.app.inject({
      url: '/catalog',
      headers: { 'x-request-id': 'lb-page-7' },
    })
    expect(page.statusCode).toBe(200)
    expect(page.headers['x-request-id']).toBe('lb-page-7')
    const ids = lines.filter((line) => line.msg === 'asked by the render').map((l) => l.reqId)
    expect(ids).toHaveLength(2)
    for (const id of ids) expect(id).toMatch(/^lb-page-7\.r\d+$/)
    expect(new Set(ids).size).toBe(2)
  })

  it('a client sending the child form itself gets no child id: its own is checked as any', async () => {
    lines.length = 0
    const answer = await ctx.app.inject({
      url: '/test/render-logs',
      headers: { 'x-request-id': 'x'.repeat(70) },
    })
    const id = String(answer.headers['x-request-id'])
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
  })
})
