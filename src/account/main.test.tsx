import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { InitialData } from '@gruzovik/machines'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { appUpdatesText } from '../content/app-updates.ts'
import type { MetrikaFunction } from '../lib/analytics/reach-goal.ts'
import { writeCookie } from '../lib/cookies.ts'

// vitest-own-modules: the entry starts the account once per module cache (vitest.config.ts).
/**
 * The account module's real entry (account.html's script), started in the test DOM with the
 * API, the build files and the browser's page loads replaced: the account runs the shop's
 * app-wide behaviours (docs/product.md#account-area), seen as a visitor or Metrika would see them.
 */
const counterId = 98765
const initialData: InitialData = {
  env: { app_env: 'test', metrika_counter_id: String(counterId) },
  user: {
    last_name_f: 'Иванов И. И.',
    full_name: 'Иванов Иван Иванович',
    image: { url_thumb: null },
    image_url: null,
    ns: 'ИИ',
    account: { external_id_onec: null },
    permissions: ['favourite.show', 'informReceipt.show'],
  },
  app: { name: 'Грузовик', phone_codes: [] },
  jwt_domain: 'localhost',
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The one part in the cart until the quick order takes it. */
const cartLine = {
  product_uuid: '00000000-0000-4000-8000-000000000002',
  quantity: 1,
  warranty_uuid: null,
  product: {
    uuid: '00000000-0000-4000-8000-000000000002',
    link: '/parts/filtr',
    full_title: 'Фильтр масляный',
    title: 'Фильтр масляный',
    slug: 'filtr',
    article: 'ART-1',
    images: [],
    image: null,
    extension_number: null,
    total_stock: 3,
    is_not_new: false,
    price: { base_price: 120000, price: 120000, discount: false },
    warranties: [],
  },
}
let ordered = false

const requests: string[] = []
async function fakeFetch(input: RequestInfo | URL) {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
  requests.push(url.pathname)
  if (url.pathname === '/api/data') return json(initialData)
  if (url.pathname === '/builds/latest.json') return json({ id: 'a-newer-build', timestamp: 2 })
  if (url.pathname === '/api/cart') {
    const lines = ordered ? [] : [cartLine]
    return json({ uuid: '00000000-0000-4000-8000-000000000001', cart_products: lines })
  }
  if (url.pathname === '/api/orders/fast') {
    ordered = true
    // 21 November 2026, 12:00 Moscow time; 1 200,00 ₽.
    return json({ number: 'Б-2077', cost: 120000, created_at: 1_795_258_800 }, 201)
  }
  return json({ message: 'Не найдено' }, 404)
}

const happyDom = (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM
const reload = vi.fn()
const assign = vi.fn()
const viewTransitions = vi.fn()

beforeAll(async () => {
  // Only the clock jumps: the new-version poll's five minutes; everything else runs in real time.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.stubGlobal('fetch', vi.fn(fakeFetch))
  vi.spyOn(window.location, 'reload').mockImplementation(reload)
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
  // Chromium's view transitions: the update runs at once, the animation is not drawn.
  Object.assign(document, {
    startViewTransition: (update: () => Promise<void>) => {
      viewTransitions()
      const done = Promise.resolve().then(update)
      return { ready: done, finished: done, updateCallbackDone: done }
    },
  })
  // The test DOM fetches no scripts (Metrika's tag, the chat widget): they count as loaded.
  happyDom.settings.handleDisabledFileLoadingAsSuccess = true
  writeCookie('token', 'a-stored-token')
  window.history.replaceState(null, '', '/account')
  document.body.innerHTML = '<div id="app"></div>'
  await import('./main.tsx')
  await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' }, { timeout: 5000 })
}, 90_000)

afterAll(() => {
  happyDom.settings.handleDisabledFileLoadingAsSuccess = false
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const ym = () => (globalThis as { ym?: MetrikaFunction }).ym

describe('the account module runs the shop’s app-wide behaviours', () => {
  it('sets up the Metrika counter from start-up and loads its tag', async () => {
    await waitFor(() => expect(ym()?.a?.[0]?.slice(0, 2)).toEqual([counterId, 'init']))
    await waitFor(() =>
      expect(document.getElementById('metrika-tag')?.getAttribute('src')).toBe(
        'https://mc.yandex.ru/metrika/tag.js',
      ),
    )
  })

  it('sends a header phone’s goal from an account page to the counter', async () => {
    const phones = screen.getByRole('list', { name: 'Телефоны филиалов' })
    fireEvent.click(
      within(phones).getAllByRole('button', { name: /^Показать номер/ })[0] as Element,
    )
    expect(ym()?.a).toContainEqual([counterId, 'reachGoal', 'phone_header_SPB'])
  })

  it('loads the chat widget', async () => {
    await waitFor(() =>
      expect(document.getElementById('chat-widget-script')?.getAttribute('src')).toBe(
        '/plugins/chat-widget.js',
      ),
    )
  })

  it('animates an in-app page change like the shop', async () => {
    const menu = screen.getByRole('navigation', { name: 'Меню личного кабинета' })
    fireEvent.click(within(menu).getByRole('link', { name: 'Избранное' }))
    await screen.findByRole('heading', { level: 1, name: 'Избранное' })
    expect(viewTransitions).toHaveBeenCalled()
  })

  it('reloads the page once when a page chunk fails to load', () => {
    const failed = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Failed to fetch dynamically imported module'),
    })
    window.dispatchEvent(failed)
    expect(reload).toHaveBeenCalledOnce()
    expect(failed.defaultPrevented).toBe(true)
  })

  it('shows «Заказ оформлен» after a quick order from the cart opened on an account page', async () => {
    const header = screen.getByRole('banner')
    fireEvent.click(within(header).getByRole('button', { name: /^Корзина/ }))
    const cart = await screen.findByRole('dialog', { name: 'Корзина' }, { timeout: 5000 })
    fireEvent.click(await within(cart).findByRole('button', { name: 'Быстрый заказ' }))
    const success = await screen.findByRole('dialog', { name: 'Заказ оформлен' }, { timeout: 5000 })
    expect(success.textContent).toContain('Заказ №Б-2077')
    expect(success.textContent).toContain('1\u00a0200,00\u00a0₽')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Корзина' })).toBeNull())
    fireEvent.click(within(success).getByRole('button', { name: 'Хорошо' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Заказ оформлен' })).toBeNull())
  })

  it('polls for a new version, says so, and the next link loads the new build in full', async () => {
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000)
    expect(requests).toContain('/builds/latest.json')
    await screen.findByText(appUpdatesText.newVersion)
    const menu = screen.getByRole('navigation', { name: 'Меню личного кабинета' })
    fireEvent.click(within(menu).getByRole('link', { name: 'Сообщить о поступлении' }))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/account\/inform-receipts$/)),
    )
  })
})

describe('one start-up for every module', () => {
  // What the account runs above is what the shop runs: both entries only hand startApp their router.
  it.each([
    ['the shop', '../main.tsx', './app/start-app.tsx'],
    ['the account', './main.tsx', '../app/start-app.tsx'],
  ])('%s starts through startApp', (_, entry, startApp) => {
    const source = readFileSync(resolve(__dirname, entry), 'utf8')
    expect(source).toContain(`import { startApp } from '${startApp}'`)
    expect(source).toMatch(/await startApp\(\{/)
  })
})
