// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderPage } from './entry-server.tsx'

const template =
  '<!doctype html><html lang="ru"><head><title>Грузовик</title><meta name="description" content="x"></head><body><div id="app"></div></body></html>'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })

/** The server render with an API that knows nothing: every lookup is a 404, and each call is kept. */
async function renderUnknown(url: string) {
  const calls: string[] = []
  const result = await renderPage({
    url,
    origin: 'https://shop.example',
    template,
    manifest: null,
    api: async (request) => {
      const { pathname, search } = new URL(request.url)
      calls.push(`${pathname}${search}`)
      return json(404, { message: 'Не найдено' })
    },
  })
  if (result.kind !== 'page') throw new Error(`${url} redirected`)
  const html = await new Response(result.body).text()
  return { status: result.status, html, calls }
}

describe('the server render is the judge of a page', () => {
  it("answers the router's redirect as a redirect: a trailing slash goes, the query stays", async () => {
    const result = await renderPage({
      url: '/catalog/?page=2',
      origin: 'https://shop.example',
      template,
      manifest: null,
      api: async () => json(404, { message: 'Не найдено' }),
    })
    expect(result).toMatchObject({ kind: 'redirect', location: '/catalog?page=2' })
    expect(result.kind === 'redirect' && result.status).toBeGreaterThanOrEqual(300)
  })

  it("answers an unknown part 404 with the part page's own not-found state, reading the part once", async () => {
    const { status, html, calls } = await renderUnknown('/parts/no-such-part')
    expect(status).toBe(404)
    expect(html).toContain('Запчасть не найдена')
    expect(html).toContain('Перейти в каталог')
    expect(html).toContain('<meta name="robots" content="noindex"')
    expect(calls.filter((call) => call.startsWith('/api/parts/'))).toEqual([
      '/api/parts/no-such-part',
    ])
  })

  it('answers an unknown catalogue section, make or truck 404 with its own not-found state', async () => {
    for (const [url, text] of [
      ['/catalog/no-such-make', 'Раздел каталога не найден'],
      ['/razborka/no-such-make', 'Марка не найдена'],
    ] as const) {
      const { status, html } = await renderUnknown(url)
      expect(status, url).toBe(404)
      expect(html, url).toContain(text)
    }
    const truck = await renderUnknown('/postupleniya_mashin/tgx/no-such-truck')
    expect(truck.status).toBe(404)
    const group = await renderUnknown('/crossgroup/no-such-group')
    expect(group.status).toBe(404)
  })

  it('answers an address the shop does not have 404 with the error page', async () => {
    const { status, html } = await renderUnknown('/no/such/page')
    expect(status).toBe(404)
    expect(html).toContain('404')
  })
})

describe('page meta is route data', () => {
  it("writes a meta page's record into the head and hands it to the browser with the page", async () => {
    const record = {
      title: 'Доставка по России — Грузовик',
      description: 'Доставляем запчасти транспортными компаниями.',
      h1: null,
      meta: [{ name: 'keywords', content: 'доставка запчастей' }],
      link: [{ rel: 'canonical', href: '/dostavka_usloviya' }],
    }
    const calls: string[] = []
    const result = await renderPage({
      url: '/dostavka_usloviya',
      origin: 'https://shop.example',
      template,
      manifest: null,
      api: async (request) => {
        const { pathname, search } = new URL(request.url)
        calls.push(`${pathname}${search}`)
        return pathname === '/api/meta' ? json(200, record) : json(404, { message: 'Не найдено' })
      },
    })
    if (result.kind !== 'page') throw new Error('redirected')
    const html = await new Response(result.body).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(`<title>${record.title}</title>`)
    expect(head).toContain('<meta name="keywords" content="доставка запчастей"')
    // The router's data for hydration carries the record: the browser does not ask again.
    const data = html.slice(html.indexOf('</head>'))
    expect(data).toMatch(/pageMeta:\$R\[\d+\]=\{title:"Доставка по России — Грузовик"/)
    expect(calls.filter((call) => call.startsWith('/api/meta'))).toEqual([
      '/api/meta?page=dostavka_usloviya',
    ])
  })
})
