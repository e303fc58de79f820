import { defineConfig, devices } from '@playwright/test'
import { metrikaCounterId } from './e2e/helpers/metrika.ts'
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 3210)
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e'
// The YooKassa journey's own server, and the fake outside services (loopback only): YooKassa it
// pays through, and the online VIN catalogue the main server asks (fake-services-server.ts).
const yookassaPort = Number(process.env.E2E_YOOKASSA_PORT ?? port + 1000)
const fakeYookassaPort = Number(process.env.E2E_FAKE_YOOKASSA_PORT ?? port + 2000)
const yookassaSpec = /payments-yookassa\.spec\.ts/
// The Metrika counter's journeys: a server of their own with METRIKA_COUNTER_ID set.
const metrikaPort = Number(process.env.E2E_METRIKA_PORT ?? port + 3000)
const metrikaSpec = /metrika\.spec\.ts/
// Screenshots for designers (`npm run screenshots`): an artefact, not a check, so not in `npm test`.
const screenshotsSpec = /screenshots\.spec\.ts/
const screenshots = process.env.E2E_SCREENSHOTS === '1'
const ignored = screenshots
  ? [yookassaSpec, metrikaSpec]
  : [yookassaSpec, metrikaSpec, screenshotsSpec]

/** What every e2e server shares: no abuse limits, pages kept only briefly. */
const serverEnv = {
  HOST: '127.0.0.1',
  APP_ENV: 'development',
  DIST_DIR: process.env.DIST_DIR ?? 'dist',
  // Every journey logs in from this one address with the same demo phones: no SMS limits.
  SMS_LIMIT_PER_PHONE_PER_DAY: '0',
  SMS_LIMIT_PER_IP_PER_HOUR: '0',
  RATE_LIMIT_AUTH_PER_MINUTE: '0',
  RATE_LIMIT_ORDERS_PER_MINUTE: '0',
  RATE_LIMIT_API_PER_MINUTE: '0',
  // Journeys order parts and then read their stock: pages are kept only briefly here.
  HTML_CACHE_SECONDS: '2',
  SEARCH_CACHE_SECONDS: '2',
  // The 1C exchange on: e2e/part-pictures.spec.ts sends a part with a photo through it.
  EXCHANGE_LOGIN: 'e2e-1c',
  EXCHANGE_PASSWORD: 'e2e-1c-password',
  EXCHANGE_IMPORT_WAIT_MS: '0',
}
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
    // A click on something never enabled, or a response never sent, fails in a minute with
    // what it waited for, not when the whole test runs out.
    actionTimeout: 60_000,
  },
  projects: [
    {
      // The demo customers the account journeys start as, logged in once through the API
      // (e2e/helpers/saved-logins.ts): one SMS code a minute per phone made later logins wait.
      name: 'logins',
      testMatch: /logins\.setup\.ts/,
    },
    {
      name: 'desktop',
      dependencies: ['logins'],
      grepInvert: /@phone-only/,
      testIgnore: ignored,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      // The phone runs what differs there (tags @phone and @phone-only): every route with axe,
      // the phone's journey, menus and first screens, filters, the buy box and the checkout.
      // The rest is the same code at another width, checked once, on the desktop.
      name: 'mobile',
      dependencies: ['logins'],
      grep: /@phone/,
      grepInvert: /@desktop-only/,
      testIgnore: ignored,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
    {
      // Card payments through YooKassa (a fake on loopback) on a server of their own.
      name: 'yookassa',
      testMatch: yookassaSpec,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://localhost:${yookassaPort}`,
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      // The shop and the account with a Metrika counter; its host is intercepted by the spec.
      name: 'metrika',
      testMatch: metrikaSpec,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://localhost:${metrikaPort}`,
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      // The real server on its own embedded database, serving the built shop; the dev bank.
      command: 'node --import tsx server/src/main.ts',
      // E2E_DATA_DIR and DIST_DIR let two runs (say, two branches' builds) share a machine.
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        // «Мои грузовики» asks the fake online VIN catalogue (e2e/fleet.spec.ts).
        VIN_CATALOGUE_PROVIDER: 'http',
        VIN_CATALOGUE_URL: `http://127.0.0.1:${fakeYookassaPort}/vin-catalogue`,
      },
      url: `http://localhost:${port}/api/data`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node --import tsx e2e/support/fake-services-server.ts',
      env: { PORT: String(fakeYookassaPort), SHOP_URL: `http://127.0.0.1:${yookassaPort}` },
      url: `http://127.0.0.1:${fakeYookassaPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same shop paying through YooKassa: the fake's API, its notifications from loopback.
      command: 'node --import tsx server/src/main.ts',
      env: {
        ...serverEnv,
        PORT: String(yookassaPort),
        DATA_DIR: `${dataDir}-yookassa`,
        // One outbox for both servers: the journeys read their SMS codes from it.
        SMS_OUTBOX_FILE: `${dataDir}/sms-outbox.jsonl`,
        PAYMENT_PROVIDER: 'yookassa',
        YOOKASSA_SHOP_ID: '123456',
        YOOKASSA_SECRET_KEY: 'test_secret_e2e',
        YOOKASSA_API_URL: `http://127.0.0.1:${fakeYookassaPort}/v3`,
        YOOKASSA_TRUSTED_IPS: '127.0.0.1,::1',
        PUBLIC_URL: `http://localhost:${yookassaPort}`,
      },
      url: `http://localhost:${yookassaPort}/api/data`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The same shop with a Metrika counter configured, as in production.
      command: 'node --import tsx server/src/main.ts',
      env: {
        ...serverEnv,
        PORT: String(metrikaPort),
        DATA_DIR: `${dataDir}-metrika`,
        METRIKA_COUNTER_ID: metrikaCounterId,
      },
      url: `http://localhost:${metrikaPort}/api/data`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
})
