import { test as base, expect } from '@playwright/test'

interface PageErrors {
  /** Errors the test expects (the router logs a fatal 404, for example). */
  allow(pattern: RegExp): void
}

/**
 * Every page test fails on console errors or failed requests, so silent breakage shows up.
 * Pages come rendered by the server: `goto` and `reload` wait until the app has taken the page
 * over (the `data-hydrated` mark), as a customer's click before that is a plain link's.
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  page: async ({ page }, use) => {
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
    await use(page)
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

export { expect }
