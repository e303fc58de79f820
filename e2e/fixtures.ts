import { test as base, expect } from '@playwright/test'

interface PageErrors {
  /** Errors the test expects (the router logs a fatal 404, for example). */
  allow(pattern: RegExp): void
}

/** Every page test fails on console errors or failed requests, so silent breakage shows up. */
export const test = base.extend<{ pageErrors: PageErrors }>({
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
