import { expect, test } from './fixtures.ts'

// A seeded new part in stock (see part.spec.ts).
const partPath = '/parts/kolodki-tormoznye-renault-trucks-7473165637'

interface PartAnswer {
  full_title: string
  article: string
  total_stock: number
  price: { price: number }
}

const rub = (kopecks: number) =>
  new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' }).format(kopecks / 100)

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  )

test('a part page arrives as HTML with its title, article, price, stock and Product data', async ({
  request,
}) => {
  const part = (await (await request.get(`/api${partPath}`)).json()) as PartAnswer
  const response = await request.get(partPath)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain(`<title>${part.full_title} — Грузовик</title>`)
  // The heading's article is kept from wrapping in a span of its own.
  expect(html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, '')).toBe(part.full_title)
  expect(html).toContain(part.article)
  // Intl writes non-breaking spaces, as the shop does.
  expect(html).toContain(rub(part.price.price))
  expect(html).toContain(`В наличии: ${part.total_stock} шт.`)
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/parts\/kolodki[^"]*"/)

  const [product, crumbs] = jsonLd(html)
  expect(product).toMatchObject({
    '@type': 'Product',
    sku: part.article,
    offers: {
      '@type': 'Offer',
      price: (part.price.price / 100).toFixed(2),
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  })
  expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' })
})

test('catalogue pages carry their breadcrumbs and contacts pages the branches as businesses', async ({
  request,
}) => {
  const [crumbs] = jsonLd(await (await request.get('/catalog/man')).text())
  expect(crumbs).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [{ position: 1 }, { position: 2, name: 'MAN' }],
  })
  const branches = jsonLd(await (await request.get('/kont_msk')).text())
  expect(branches.length).toBeGreaterThan(1)
  expect(branches[0]).toMatchObject({
    '@type': 'AutoPartsStore',
    address: { addressCountry: 'RU' },
    url: expect.stringMatching(/\/kont_msk$/),
  })
  expect(String(branches[0]?.telephone)).toMatch(/^\+7\d{10}$/)
})

test('the home page names its canonical address in full', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"/]+\/"/)
})

test('unknown addresses answer 404, bots get no error page, and pages revalidate by ETag', async ({
  request,
}) => {
  const missing = await request.get('/parts/no-such-part-anywhere')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Запчасть не найдена')
  expect((await request.get('/catalog/no-such-make')).status()).toBe(404)
  expect((await request.get('/parts/%3Cscript%3E')).status()).toBe(404)

  const bot = await request.get('/parts/no-such-part-anywhere', {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; YandexBot/3.0)' },
  })
  expect(bot.status()).toBe(404)
  expect(await bot.text()).not.toContain('id="app"')

  const page = await request.get('/catalog/man')
  expect(page.headers()['cache-control']).toContain('s-maxage')
  const etag = page.headers().etag ?? ''
  expect(etag).not.toBe('')
  const again = await request.get('/catalog/man', { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)
  // Search results are the visitor's own: kept out of shared caches and indexes.
  const search = await request.get('/search?s=%D1%84%D0%B8%D0%BB%D1%8C%D1%82%D1%80')
  expect(search.headers()['cache-control']).toBe('no-cache')
  expect(await search.text()).toContain('<meta name="robots" content="noindex"')
})

test('without JavaScript the catalogue and part pages read and their links work', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/catalog/man')
  await expect(page.getByRole('heading', { level: 1, name: /MAN/ })).toBeVisible()
  const firstPart = page.locator('main a[href^="/parts/"]').first()
  const href = await firstPart.getAttribute('href')
  expect(href).toBeTruthy()
  await page.goto(href ?? '/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main dt', { hasText: 'Артикул' }).first()).toBeVisible()
  // A breadcrumb is a real link: following it loads the catalogue page.
  await page
    .getByRole('navigation', { name: 'Навигация по разделам' })
    .getByRole('link')
    .nth(1)
    .click()
  await expect(page).toHaveURL(/\/catalog/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/dostavka_usloviya')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.close()
})

test('pages hydrate without warnings and without asking for their data again', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (/hydrat|#418|#423|#425|did not match/i.test(message.text())) warnings.push(message.text())
  })
  page.on('pageerror', (error) => warnings.push(error.message))
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname)
  })
  for (const path of [
    '/',
    '/catalog/man',
    partPath,
    '/search?s=%D1%84%D0%B8%D0%BB%D1%8C%D1%82%D1%80',
    '/dostavka_usloviya',
    '/razborka',
  ]) {
    calls.length = 0
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // The page meta (/api/meta) is route data too: it came with the page.
    expect(
      calls.filter((call) => /^\/api\/(catalog|parts|search|arrivals|meta)/.test(call)),
    ).toEqual([])
  }
  // The hydrated page keeps the meta the server wrote, not the default.
  await expect(page).toHaveTitle('Разборка грузовиков — поступления б/у запчастей — Грузовик')
  expect(warnings).toEqual([])
})

test('the first paint waits for no stylesheet and no script: the scripts load after it', async ({
  page,
}) => {
  const html = await (await page.request.get(partPath)).text()
  const head = html.slice(0, html.indexOf('</head>'))
  // The page's styles are in its HTML; the only stylesheet links are disabled markers.
  expect(head).toMatch(/<style>[^<]*\{/)
  expect(
    head.match(/<link rel="stylesheet"[^>]*>/g)?.every((tag) => tag.includes('disabled')),
  ).toBe(true)
  // No script or preload in the markup: the loader adds them once the page is on screen.
  expect(html).not.toMatch(/<script[^>]+src=|rel="modulepreload"/)
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
  })
  await page.goto(partPath)
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(
    /times/i,
  )
  // The disabled markers are never fetched (a stylesheet may still come with later code).
  const inlined = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map(
    (match) => match[1],
  )
  expect(inlined.length).toBeGreaterThan(0)
  expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([])
  // The page is the shop's once the scripts have run: the cart button answers.
  // On a phone the buy bar repeats the buy box's button: either adds the same line.
  await page
    .getByRole('button', { name: /^В корзину:/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: /^В корзине:/ }).first()).toBeVisible()
})

test('a page kept for everyone is the same for each visitor, its scripts allowed by their hashes', async ({
  page,
  request,
}) => {
  // Two visitors at once get the same bytes and policy (the e2e server keeps pages 2 s).
  const [one, two] = await Promise.all([request.get(partPath), request.get(partPath)])
  expect(await two?.text()).toBe(await one?.text())
  const csp = one?.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src [^;]*'sha256-/)
  expect(csp).not.toContain("'nonce-")
  // A visitor's browser runs the page's inline scripts under that policy: it hydrates.
  const answer = await page.goto(partPath)
  expect(answer?.headers()['content-security-policy']).toMatch(/'sha256-/)
  // On a phone the buy bar repeats the buy box's button: either adds the same line.
  await page
    .getByRole('button', { name: /^В корзину:/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: /^В корзине:/ }).first()).toBeVisible()
})
