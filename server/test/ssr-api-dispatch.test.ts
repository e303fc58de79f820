import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFakeDist, createTestApp } from './helpers.ts'

interface Answer {
  status: number
  body: unknown
}
const shared = globalThis as { __calls?: string[]; __answers?: Answer[] }

/**
 * The server render's calls to the API (api-dispatch.ts) against `/api` itself: a stand-in for
 * the built render asks the calls the shop's loaders make through the `api` transport it is
 * handed, and keeps what it got.
 */
describe("the server render's API calls", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  const seen: string[] = []

  beforeAll(async () => {
    const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-ssr-dispatch-'))
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
    ctx = await createTestApp({
      distDir: createFakeDist(),
      config: { ssrDir, htmlCacheSeconds: 0 },
    })
    ctx.app.addHook('onRequest', async (request) => {
      seen.push(request.url)
    })
  })
  afterAll(() => ctx.close())

  const api = async (url: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const answer = await ctx.app.inject({ url, headers })
    return { status: answer.statusCode, body: answer.json() }
  }
  const render = async (
    calls: string[],
    cookie = 'session_id=visitor-session-1',
    url = '/catalog',
  ) => {
    shared.__calls = calls
    shared.__answers = []
    seen.length = 0
    const page = await ctx.app.inject({ url, headers: { cookie } })
    expect(page.statusCode).toBe(200)
    return { answers: shared.__answers, requests: [...seen] }
  }

  it("answers each of the loaders' calls as /api does, bad input included", async () => {
    const search = (await api('/api/search?s=%D0%BA%D0%BE%D0%BB%D0%BE%D0%B4%D0%BA%D0%B0')).body as {
      items: Array<{ slug: string }>
    }
    const part = search.items[0]?.slug ?? ''
    const partPage = (await api(`/api/parts/${part}`)).body as { cross_group_slug: string | null }
    const makes = (await api('/api/arrivals')).body as Array<{ slug: string }>
    const make = makes[0]?.slug ?? ''
    const trucks = (await api(`/api/arrivals/${make}?per_page=1`)).body as {
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
    const { answers } = await render(calls)
    expect(answers).toHaveLength(calls.length)
    for (const [index, call] of calls.entries()) {
      const expected = await api(call, { session: 'visitor-session-1' })
      expect({ call, ...answers[index] }).toEqual({ call, ...expected })
    }
    // Found and refused alike: the list covers both.
    const statuses = new Set(answers.map((answer) => answer.status))
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 404, 414, 422]))
  })

  it("reads as the visitor's session, never with their token", async () => {
    const sessionId = 'visitor-session-2'
    const search = (await api('/api/search?s=MAN')).body as { items: Array<{ uuid: string }> }
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { session: sessionId },
      payload: { product_uuid: search.items[0]?.uuid, quantity: 1 },
    })
    expect(added.statusCode, added.body).toBeLessThan(300)
    const { answers } = await render(
      ['/api/cart'],
      `session_id=${sessionId}; token=someone-elses-token`,
    )
    const guestCart = await api('/api/cart', { session: sessionId })
    expect(answers[0]).toEqual(guestCart)
    expect((guestCart.body as { cart_products: unknown[] }).cart_products).toHaveLength(1)
  })

  it("renders a part page without a request through Fastify's pipeline", async () => {
    // A part page's calls: the part, then its cross group (src/features/part/load-part.ts).
    const search = (await api('/api/search?s=MAN')).body as { items: Array<{ slug: string }> }
    const slug = search.items[0]?.slug ?? ''
    const part = (await api(`/api/parts/${slug}`)).body as { cross_group_slug: string | null }
    const calls = [`/api/parts/${slug}`, `/api/cross-groups/${part.cross_group_slug ?? 'none'}`]
    const { answers, requests } = await render(
      calls,
      'session_id=visitor-session-3',
      `/parts/${slug}`,
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, part.cross_group_slug ? 200 : 404])
    // The page's own request is the only one.
    expect(requests).toEqual([`/parts/${slug}`])
  })
})
