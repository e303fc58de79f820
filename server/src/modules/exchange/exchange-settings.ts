import path from 'node:path'
import type { ExchangeMapping } from './commerceml-map.ts'

/** EXCHANGE_* settings (docs/exchange-1c.md). */
export interface ExchangeSettings {
  /** EXCHANGE_LOGIN / EXCHANGE_PASSWORD; the exchange is off while the login is empty. */
  login: string
  password: string
  /** Bytes per request 1C may send (init's file_limit). */
  fileLimit: number
  /** Where uploads (per session) and published pictures live. */
  dir: string
  mapping: ExchangeMapping
  /** Products or offers per transaction. */
  batchSize: number
  /** EXCHANGE_ORDERS_SINCE: orders created before it are never sent to 1C (null: all). */
  ordersSince: Date | null
  /** A session 1C has not called for this long is dropped, its files and imports with it. */
  sessionTtlHours: number
  /** How long `mode=import` waits for a small import to finish before answering `progress`. */
  importWaitMs: number
}

const positive = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined || value.trim() === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number`)
  return number
}

/** `Основной склад=spb; 6f1c…=msk` → warehouse Ид or name → branch code. */
function warehousesFrom(value: string | undefined): Record<string, string> {
  const result: Record<string, string> = {}
  for (const pair of (value ?? '').split(';')) {
    const at = pair.lastIndexOf('=')
    if (at <= 0) continue
    result[pair.slice(0, at).trim()] = pair.slice(at + 1).trim()
  }
  return result
}

/** An ISO date (`2026-11-01` or a full timestamp); a wrong one stops the start. */
function isoDate(name: string, value: string | undefined): Date | null {
  const trimmed = value?.trim() ?? ''
  if (!trimmed) return null
  const date = new Date(trimmed)
  if (
    !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(trimmed) ||
    Number.isNaN(date.getTime())
  ) {
    throw new Error(`${name} "${trimmed}" must be an ISO date such as 2026-11-01`)
  }
  return date
}

/** EXCHANGE_* settings (docs/exchange-1c.md); the exchange is off while EXCHANGE_LOGIN is empty. */
export function exchangeSettingsFrom(env: NodeJS.ProcessEnv, dataDir: string): ExchangeSettings {
  const login = env.EXCHANGE_LOGIN?.trim() ?? ''
  const password = env.EXCHANGE_PASSWORD ?? ''
  if (login && !password) throw new Error('EXCHANGE_LOGIN is set without EXCHANGE_PASSWORD')
  return {
    login,
    password,
    fileLimit: positive('EXCHANGE_FILE_LIMIT', env.EXCHANGE_FILE_LIMIT, 100 * 1024 * 1024),
    dir: path.resolve(env.EXCHANGE_DIR ?? path.join(dataDir, 'exchange')),
    mapping: {
      priceType: env.EXCHANGE_PRICE_TYPE?.trim() || 'Розничная',
      basePriceType: env.EXCHANGE_BASE_PRICE_TYPE?.trim() ?? '',
      properties: {
        make: env.EXCHANGE_PROPERTY_MAKE?.trim() || 'Марка',
        brand: env.EXCHANGE_PROPERTY_BRAND?.trim() || 'Производитель',
        condition: env.EXCHANGE_PROPERTY_CONDITION?.trim() || 'Состояние',
        usedNumber: env.EXCHANGE_PROPERTY_USED_NUMBER?.trim() || 'Б/у номер',
        makerWarranty:
          env.EXCHANGE_PROPERTY_MAKER_WARRANTY?.trim() || 'Гарантия производителя, мес',
        usedKind: env.EXCHANGE_PROPERTY_USED_KIND?.trim() || 'Вид б/у запчасти',
      },
      fitment: env.EXCHANGE_PROPERTY_FITMENT?.trim() || 'Применяемость',
      warehouses: warehousesFrom(env.EXCHANGE_WAREHOUSES),
    },
    batchSize: Math.max(1, positive('EXCHANGE_BATCH_SIZE', env.EXCHANGE_BATCH_SIZE, 2000)),
    ordersSince: isoDate('EXCHANGE_ORDERS_SINCE', env.EXCHANGE_ORDERS_SINCE),
    sessionTtlHours: Math.max(
      1,
      positive('EXCHANGE_SESSION_TTL_HOURS', env.EXCHANGE_SESSION_TTL_HOURS, 24),
    ),
    importWaitMs: positive('EXCHANGE_IMPORT_WAIT_MS', env.EXCHANGE_IMPORT_WAIT_MS, 2000),
  }
}
