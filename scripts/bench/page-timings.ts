import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium.ts'

export interface PageTiming {
  name: string
  firstRenderMs: number
  lcpMs: number
}

/** Lighthouse's "slow 4G": 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. */
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

/** First contentful paint and largest contentful paint of each page, cold cache, throttled. */
export async function measurePages(baseUrl: string, pages: Array<[name: string, path: string]>) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  })
  const results: PageTiming[] = []
  try {
    for (const [name, path] of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', slow4g)
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle', timeout: 120_000 })
      const timing = await page.evaluate(
        () =>
          new Promise<{ fcp: number; lcp: number }>((resolve) => {
            const fcp =
              performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
            new PerformanceObserver((list) => {
              const entries = list.getEntries()
              resolve({ fcp, lcp: entries.at(-1)?.startTime ?? Number.NaN })
            }).observe({ type: 'largest-contentful-paint', buffered: true })
            setTimeout(() => resolve({ fcp, lcp: Number.NaN }), 3000)
          }),
      )
      results.push({ name, firstRenderMs: timing.fcp, lcpMs: timing.lcp })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
