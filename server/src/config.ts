import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { MetricsSettings } from './http/metrics.ts'
import { requestIdSourcesFrom } from './http/request-id.ts'
import { type JobSettings, jobSettingsFrom } from './jobs/job-settings.ts'
import { appSettingsFrom } from './modules/app/app-settings.ts'
import { arrivalNoticeSettingsFrom } from './modules/arrival-notices/arrival-notice-settings.ts'
import { authSettingsFrom } from './modules/auth/auth-settings.ts'
import { exchangeSettingsFrom } from './modules/exchange/exchange-settings.ts'
import { sellerFrom } from './modules/invoices/seller-settings.ts'
import { mailSettingsFrom } from './modules/mail/mail-settings.ts'
import type { ModuleSettings } from './modules/module-settings.ts'
import { orderListSettingsFrom } from './modules/order-lists/order-lists-settings.ts'
import { orderSettingsFrom } from './modules/orders/order-settings.ts'
import { paymentProviderOf, paymentsFrom } from './modules/payments/payment-settings.ts'
import { searchSettingsFrom } from './modules/search/search-settings.ts'
import { addressListSetting } from './modules/shared/address-list.ts'
import { httpUrl, intSetting, limit, onOff, positiveInt } from './modules/shared/setting-readers.ts'
import { smsSettingsFrom } from './modules/sms/sms-settings.ts'
import { vinCatalogueSettingsFrom } from './modules/trucks/vin-catalogue-settings.ts'

/**
 * The one place settings are composed: each module reads its own (`<module>-settings.ts`,
 * a pure function of the environment) and never imports this file; the edge, the database,
 * the seed and the job queue are read here.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface ServerConfig extends ModuleSettings {
  port: number
  host: string
  /**
   * TRUST_PROXY: whom to believe about the client's address and protocol (X-Forwarded-*):
   * `true` (every hop), a number of hops, or comma-separated addresses/CIDRs; off by default.
   */
  trustProxy: boolean | number | string[]
  /**
   * REQUEST_ID_FROM: addresses/CIDRs of the peers (the balancer) whose X-Request-Id is taken;
   * empty: a safe-looking id is taken from anyone.
   */
  requestIdFrom: string[]
  /** Seconds a client may take to send its headers, its whole request; keep-alive idle time. */
  timeouts: { headersSeconds: number; requestSeconds: number; keepAliveSeconds: number }
  /** A PostgreSQL URL; when absent the server runs on embedded PGlite under dataDir. */
  databaseUrl: string | undefined
  /**
   * DATABASE_READ_URL: a PostgreSQL read replica for catalogue and search reads (registry.ts
   * `readDb`); unset: everything on DATABASE_URL.
   */
  databaseReadUrl: string | undefined
  /** DATABASE_POOL_SIZE: connections to PostgreSQL at most (db/database.ts `defaultPoolSize`). */
  databasePoolSize: number | undefined
  dataDir: string
  /** The built shop (vite build output); served with history fallback when it exists. */
  distDir: string
  /** The server render of the shop (`vite build --ssr`); without it pages are the bare shell. */
  ssrDir: string
  /**
   * HTML_CACHE_SECONDS (default 10; 0 turns it off): how long a rendered public page is served
   * again from memory, as a CDN would keep it (its `s-maxage` is longer).
   */
  htmlCacheSeconds: number
  /** API requests per minute per client address and per token, by group (RATE_LIMIT_*). */
  rateLimits: { auth: number; orders: number; passport: number; api: number }
  /** Redis for counters shared by several server processes (REDIS_URL); empty: in memory. */
  redisUrl: string
  /** How many demo parts a first start seeds (SEED_PARTS); undefined keeps the seed's default. */
  seedParts: number | undefined
  /** The job queue's worker in this process (JOBS_*; jobs/job-settings.ts). */
  jobs: JobSettings
  /**
   * SHUTDOWN_GRACE_SECONDS (default 20): after SIGTERM, how long the requests in flight and the
   * running jobs may take before the process exits anyway.
   */
  shutdownGraceSeconds: number
  /**
   * MIGRATE_ON_START (`on` by default): this process applies new migrations at start (under a
   * lock on PostgreSQL). `off`: it waits up to MIGRATE_WAIT_SECONDS (default 120) for
   * `npm run migrate` or another process to bring the schema up to date, then gives up.
   */
  migrateOnStart: boolean
  migrateWaitSeconds: number
  /** Who may read GET /metrics (METRICS_ALLOW, METRICS_TOKEN); no one by default. */
  metrics: MetricsSettings
}

function trustProxyFrom(value: string | undefined): boolean | number | string[] {
  const trimmed = value?.trim() ?? ''
  if (!trimmed || trimmed === 'false') return false
  if (trimmed === 'true') return true
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

function metricsSettingsFrom(env: NodeJS.ProcessEnv): MetricsSettings {
  const allow = addressListSetting('METRICS_ALLOW', env.METRICS_ALLOW)
  const token = env.METRICS_TOKEN?.trim() ?? ''
  if (token && token.length < 16) {
    throw new Error('METRICS_TOKEN must be at least 16 characters (it opens /metrics to anyone)')
  }
  return { allow, token }
}

function databaseReadUrlFrom(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.DATABASE_READ_URL?.trim()
  if (!url) return undefined
  if (!env.DATABASE_URL) {
    throw new Error(
      'DATABASE_READ_URL needs DATABASE_URL: a replica of the embedded PGlite cannot exist',
    )
  }
  return url
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data')
  const appEnv = env.APP_ENV || 'production'
  const payments = paymentsFrom(env, appEnv)
  if (
    paymentProviderOf({ appEnv, payments }) === 'yookassa' &&
    !httpUrl('PUBLIC_URL', env.PUBLIC_URL)
  ) {
    throw new Error(
      "YooKassa needs PUBLIC_URL (the shop's https origin) for the address it returns customers to",
    )
  }
  return {
    port: Number(env.PORT ?? 3000),
    // With the development bank on (anyone can pay any order) only this machine may connect.
    host: env.HOST || (env.APP_ENV === 'development' ? '127.0.0.1' : '0.0.0.0'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    requestIdFrom: requestIdSourcesFrom(env.REQUEST_ID_FROM),
    timeouts: {
      headersSeconds: positiveInt(env.HEADERS_TIMEOUT_SECONDS, 10),
      requestSeconds: positiveInt(env.REQUEST_TIMEOUT_SECONDS, 30),
      keepAliveSeconds: positiveInt(env.KEEP_ALIVE_TIMEOUT_SECONDS, 5),
    },
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: databaseReadUrlFrom(env),
    databasePoolSize: intSetting('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 2, 500),
    dataDir,
    distDir: path.resolve(repoRoot, env.DIST_DIR ?? 'dist'),
    ssrDir: path.resolve(repoRoot, env.SSR_DIR ?? 'dist-server'),
    htmlCacheSeconds: limit(env.HTML_CACHE_SECONDS, 10),
    ...searchSettingsFrom(env),
    appEnv,
    ...authSettingsFrom(env),
    sms: smsSettingsFrom(env, dataDir, repoRoot),
    mail: mailSettingsFrom(env, dataDir),
    notices: arrivalNoticeSettingsFrom(env),
    payments,
    publicUrl: env.PUBLIC_URL ?? '',
    ...appSettingsFrom(env),
    rateLimits: {
      auth: limit(env.RATE_LIMIT_AUTH_PER_MINUTE, 20),
      orders: limit(env.RATE_LIMIT_ORDERS_PER_MINUTE, 60),
      passport: limit(env.RATE_LIMIT_PASSPORT_PER_MINUTE, 20),
      api: limit(env.RATE_LIMIT_API_PER_MINUTE, 600),
    },
    redisUrl: env.REDIS_URL?.trim() ?? '',
    ...orderSettingsFrom(env),
    // SEED_PARTS=0: no demo parts (a shop whose catalogue comes from 1C, docs/exchange-1c.md).
    seedParts:
      env.SEED_PARTS === '0' ? 0 : env.SEED_PARTS ? positiveInt(env.SEED_PARTS, 5000) : undefined,
    exchange: exchangeSettingsFrom(env, dataDir),
    seller: sellerFrom(env),
    orderLists: orderListSettingsFrom(env),
    vinCatalogue: vinCatalogueSettingsFrom(env),
    jobs: jobSettingsFrom(env),
    shutdownGraceSeconds:
      intSetting('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS, 1, 3600) ?? 20,
    migrateOnStart: onOff('MIGRATE_ON_START', env.MIGRATE_ON_START, true),
    migrateWaitSeconds:
      intSetting('MIGRATE_WAIT_SECONDS', env.MIGRATE_WAIT_SECONDS, 1, 3600) ?? 120,
    metrics: metricsSettingsFrom(env),
  }
}
