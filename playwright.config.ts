import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 3210)
const chromium = {
  executablePath: chromiumPath,
  args: chromiumArgs,
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    // The real server on its own embedded database, serving the built shop.
    command: 'node --import tsx server/src/main.ts',
    // E2E_DATA_DIR and DIST_DIR let two runs (say, two branches' builds) share a machine.
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      HOST: '127.0.0.1',
      APP_ENV: 'development',
      // Every journey logs in from this one address with the same demo phones: no SMS limits.
      SMS_LIMIT_PER_PHONE_PER_DAY: '0',
      SMS_LIMIT_PER_IP_PER_HOUR: '0',
      RATE_LIMIT_AUTH_PER_MINUTE: '0',
      RATE_LIMIT_ORDERS_PER_MINUTE: '0',
      RATE_LIMIT_API_PER_MINUTE: '0',
      // Journeys order parts and then read their stock: pages are kept only briefly here.
      HTML_CACHE_SECONDS: '2',
    },
    url: `http://localhost:${port}/api/data`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
