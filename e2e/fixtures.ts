import { test as base, expect, type Page } from '@playwright/test'

interface PageErrors {
  /** Errors the test expects (the router logs a fatal 404, for example). */
  allow(pattern: RegExp): void
}

/**
 * Every page test fails on console errors or failed requests, so silent breakage shows up.
 * Pages come rendered by the server: `goto` and `reload` wait until the app has taken the page
 * over (the `data-hydrated` mark), as a customer's click before that is a plain link's.
 */
export const test = base.extend<{ pageErrors: PageErrors; otherCustomer: Page }>({
  page: async ({ page }, use) => {
    await use(awaitingHydration(page))
  },
  // A second customer in a browser of their own (no shared cookies), its pages as `page`'s.
  otherCustomer: async ({ browser }, use) => {
    const context = await browser.newContext()
    await use(awaitingHydration(await context.newPage()))
    await context.close()
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      const allowed: RegExp[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console: ${msg.text()}`)
      })
      page.on('pageerror', (error) => errors.push(`page: ${error.message}`))
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? ''
        // A request cut short because the page navigated away is the browser's doing, not a fault.
        if (reason === 'net::ERR_ABORTED') return
        errors.push(`request: ${request.url()} ${reason}`)
      })
      await use({ allow: (pattern) => allowed.push(pattern) })
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)))
      expect(unexpected, 'console errors or failed requests').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * `goto` and `reload` that return once the app has hydrated the server's HTML: a click
 * before that lands on inert markup and is lost, as it would be for a customer.
 */
function awaitingHydration(page: Page): Page {
  const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await hydrated()
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await hydrated()
    return response
  }
  return page
}

export { expect }
