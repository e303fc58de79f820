import type { Page } from '@playwright/test'

/** The counter the `metrika` project's server is started with (playwright.config.ts). */
export const metrikaCounterId = '98765432'

/**
 * Stands in for Metrika's tag.js: like the real one it takes the calls `ym` queued before it
 * loaded and every call after, here only recorded in `window.__metrikaCalls`.
 */
const fakeTag = `(() => {
  const calls = (window.ym && window.ym.a ? window.ym.a : []).map((args) => Array.from(args))
  window.__metrikaCalls = calls
  window.ym = (...args) => { calls.push(args) }
})()`

/**
 * Answers every request to Metrika's host in the browser (nothing leaves the machine): the tag
 * with the fake above, anything else (hits) with an empty 200. Returns the requested addresses.
 */
export async function interceptMetrika(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.route('https://mc.yandex.ru/**', (route) => {
    const url = route.request().url()
    requested.push(url)
    return url.endsWith('/metrika/tag.js')
      ? route.fulfill({ contentType: 'application/javascript', body: fakeTag })
      : route.fulfill({ status: 200, body: '' })
  })
  return requested
}

/** What the counter received so far (`ym` calls, the queued ones first). */
export function metrikaCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(
    () => (window as unknown as { __metrikaCalls?: unknown[][] }).__metrikaCalls ?? [],
  )
}
