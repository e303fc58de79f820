import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type PaymentSettings, paymentProviderOf, paymentsFrom } from './config/payments.ts'
import { httpUrl, intSetting, positiveInt } from './config/setting-readers.ts'
import type { ExchangeSettings } from './modules/exchange/exchange-settings.ts'
import { exchangeSettingsFrom } from './modules/exchange/exchange-settings.ts'
import { type SellerSettings, sellerFrom } from './modules/invoices/seller-settings.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type SmsGatewayKind = 'outbox' | 'smsru'

export interface ServerConfig {
  port: number
  host: string
  /**
   * TRUST_PROXY: whom to believe about the client's address and protocol (X-Forwarded-*):
   * `true` (every hop), a number of hops, or comma-separated addresses/CIDRs; off by default.
   */
  trustProxy: boolean | number | string[]
  /** Seconds a client may take to send its headers, its whole request; keep-alive idle time. */
  timeouts: { headersSeconds: number; requestSeconds: number; keepAliveSeconds: number }
  /** A PostgreSQL URL; when absent the server runs on embedded PGlite under dataDir. */
  databaseUrl: string | undefined
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
  /**
   * SEARCH_CACHE_SECONDS (default 5; 0 turns it off): how long a search or suggest answer
   * (the parts, not anyone's history) is given again to everyone who asks the same.
   */
  searchCacheSeconds: number
  jwtDomain: string
  /**
   * APP_ENV; `production` when unset. Only `development` (set explicitly) turns on the
   * development bank, whose complete endpoint lets anyone mark a payment paid.
   */
  appEnv: string
  /** Lifetime of a login token, seconds. */
  tokenTtlSeconds: number
  sms: {
    gateway: SmsGatewayKind
    /** Where the outbox gateway appends one JSON line per code. */
    outboxFile: string
    smsRuApiId: string
    smsRuBaseUrl: string
    /** Sender name registered with the provider; empty uses the provider default. */
    smsRuFrom: string
  }
  /** Card payments (config/payments.ts). */
  payments: PaymentSettings
  /** Public origin used for payment return links. Empty means relative links. */
  publicUrl: string
  /**
   * Yandex Metrika counter (METRIKA_COUNTER_ID, digits), handed to the shop in /api/data; the
   * CSP then allows mc.yandex.ru. Empty: no counter, no script.
   */
  metrikaCounterId: string
  /** Public Yandex Maps JS API key (MAPS_API_KEY); empty: no map, and the CSP stays 'self'. */
  mapsApiKey: string
  /**
   * The call-tracking service the shop posts to on start-up (CALL_TRACKING_URL, an absolute
   * http(s) address); empty: none. Its origin joins the CSP's connect-src.
   */
  callTrackingUrl: string
  /** SMS limits (SMS_LIMIT_*); 0 turns one off. The 60 s per phone between codes always holds. */
  smsLimits: { perPhonePerDay: number; perIpPerHour: number; perHour: number }
  /** API requests per minute per client address and per token, by group (RATE_LIMIT_*). */
  rateLimits: { auth: number; orders: number; passport: number; api: number }
  /** Redis for counters shared by several server processes (REDIS_URL); empty: in memory. */
  redisUrl: string
  /** Distinct visitors a query needs to be shown under «Часто ищут» (POPULAR_SEARCH_MIN_VISITORS). */
  popularSearchMinVisitors: number
  /** Minutes an unpaid card order holds its stock before it is cancelled (ORDER_PAYMENT_TIMEOUT_MINUTES). */
  orderPaymentTimeoutMinutes: number
  /** How often the server looks for such orders, seconds (ORDER_EXPIRY_INTERVAL_SECONDS). */
  orderExpiryIntervalSeconds: number
  /** How many demo parts a first start seeds (SEED_PARTS); undefined keeps the seed's default. */
  seedParts: number | undefined
  /** The exchange with 1C (EXCHANGE_*; modules/exchange). */
  exchange: ExchangeSettings
  /** The seller's requisites and VAT on «Счёт на оплату» (INVOICE_*), demo company by default. */
  seller: SellerSettings
}

function smsGatewayFrom(value: string | undefined): SmsGatewayKind {
  if (!value || value === 'outbox') return 'outbox'
  if (value === 'smsru') return 'smsru'
  throw new Error(`Unknown SMS_GATEWAY "${value}": use outbox or smsru`)
}

function metrikaCounterIdFrom(value: string | undefined): string {
  const trimmed = value?.trim() ?? ''
  if (trimmed && !/^[1-9]\d{0,11}$/.test(trimmed)) {
    throw new Error(`METRIKA_COUNTER_ID "${trimmed}" is not a Yandex Metrika counter number`)
  }
  return trimmed
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

/** A limit setting: a whole number ≥ 0 (0 turns the limit off), else the default. */
function limit(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0
    ? parsed
    : fallback
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
    timeouts: {
      headersSeconds: positiveInt(env.HEADERS_TIMEOUT_SECONDS, 10),
      requestSeconds: positiveInt(env.REQUEST_TIMEOUT_SECONDS, 30),
      keepAliveSeconds: positiveInt(env.KEEP_ALIVE_TIMEOUT_SECONDS, 5),
    },
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: intSetting('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 2, 500),
    dataDir,
    distDir: path.resolve(repoRoot, env.DIST_DIR ?? 'dist'),
    ssrDir: path.resolve(repoRoot, env.SSR_DIR ?? 'dist-server'),
    htmlCacheSeconds: limit(env.HTML_CACHE_SECONDS, 10),
    searchCacheSeconds: limit(env.SEARCH_CACHE_SECONDS, 5),
    jwtDomain: env.JWT_DOMAIN ?? 'localhost',
    appEnv,
    tokenTtlSeconds: positiveInt(env.TOKEN_TTL_SECONDS, 30 * 24 * 3600),
    sms: {
      gateway: smsGatewayFrom(env.SMS_GATEWAY),
      outboxFile: path.resolve(
        repoRoot,
        env.SMS_OUTBOX_FILE ?? path.join(dataDir, 'sms-outbox.jsonl'),
      ),
      smsRuApiId: env.SMSRU_API_ID ?? '',
      smsRuBaseUrl: env.SMSRU_BASE_URL ?? 'https://sms.ru',
      smsRuFrom: env.SMSRU_FROM ?? '',
    },
    payments,
    publicUrl: env.PUBLIC_URL ?? '',
    mapsApiKey: env.MAPS_API_KEY?.trim() ?? '',
    metrikaCounterId: metrikaCounterIdFrom(env.METRIKA_COUNTER_ID),
    callTrackingUrl: httpUrl('CALL_TRACKING_URL', env.CALL_TRACKING_URL),
    smsLimits: {
      perPhonePerDay: limit(env.SMS_LIMIT_PER_PHONE_PER_DAY, 5),
      perIpPerHour: limit(env.SMS_LIMIT_PER_IP_PER_HOUR, 10),
      perHour: limit(env.SMS_LIMIT_PER_HOUR, 300),
    },
    rateLimits: {
      auth: limit(env.RATE_LIMIT_AUTH_PER_MINUTE, 20),
      orders: limit(env.RATE_LIMIT_ORDERS_PER_MINUTE, 60),
      passport: limit(env.RATE_LIMIT_PASSPORT_PER_MINUTE, 20),
      api: limit(env.RATE_LIMIT_API_PER_MINUTE, 600),
    },
    redisUrl: env.REDIS_URL?.trim() ?? '',
    popularSearchMinVisitors: positiveInt(env.POPULAR_SEARCH_MIN_VISITORS, 3),
    orderPaymentTimeoutMinutes: positiveInt(env.ORDER_PAYMENT_TIMEOUT_MINUTES, 60),
    orderExpiryIntervalSeconds: positiveInt(env.ORDER_EXPIRY_INTERVAL_SECONDS, 60),
    // SEED_PARTS=0: no demo parts (a shop whose catalogue comes from 1C, README «Обмен с 1С»).
    seedParts:
      env.SEED_PARTS === '0' ? 0 : env.SEED_PARTS ? positiveInt(env.SEED_PARTS, 5000) : undefined,
    exchange: exchangeSettingsFrom(env, dataDir),
    seller: sellerFrom(env),
  }
}
