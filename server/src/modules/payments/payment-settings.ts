import { addressListSetting } from '../shared/address-list.ts'
import { httpUrl, intSetting, positiveInt } from '../shared/setting-readers.ts'

export const paymentProviderKinds = ['yookassa', 'dev', 'none'] as const
export type PaymentProviderKind = (typeof paymentProviderKinds)[number]

/** YooKassa's published addresses its notifications come from (yookassa.ru/developers). */
export const yookassaNotificationRanges = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
] as const

export interface YookassaSettings {
  shopId: string
  secretKey: string
  /** YOOKASSA_API_URL, default https://api.yookassa.ru/v3 (tests point it at a fake). */
  apiUrl: string
  /** YOOKASSA_TRUSTED_IPS: addresses and CIDRs notifications may come from. */
  trustedIps: string[]
  /** YOOKASSA_VAT_CODE (1–12, default 1 "без НДС"): the receipt items' `vat_code`. */
  vatCode: number
  /** YOOKASSA_TAX_SYSTEM_CODE (1–6): the receipt's `tax_system_code`; unset: not sent. */
  taxSystemCode: number | undefined
}

/**
 * Card payments. `provider` is PAYMENT_PROVIDER as set (undefined: chosen by
 * paymentProviderOf); `yookassa` is there when both YooKassa keys are set.
 */
export interface PaymentSettings {
  provider: PaymentProviderKind | undefined
  /**
   * The reconciliation job (payment-reconciliation.ts): payments and refunds still pending
   * PAYMENT_RECONCILE_AFTER_MINUTES (default 10) after they began are re-read from the provider,
   * every PAYMENT_RECONCILE_INTERVAL_SECONDS (default 60).
   */
  reconcile: { afterMinutes: number; intervalSeconds: number }
  yookassa: YookassaSettings | null
}

function trustedIpsFrom(value: string | undefined): string[] {
  if (value === undefined || !value.trim()) return [...yookassaNotificationRanges]
  return addressListSetting('YOOKASSA_TRUSTED_IPS', value)
}

/** Reads and checks the payment settings: a wrong or partial one stops the server at start. */
export function paymentsFrom(env: NodeJS.ProcessEnv, appEnv: string): PaymentSettings {
  const chosen = env.PAYMENT_PROVIDER?.trim() || undefined
  if (chosen !== undefined && !(paymentProviderKinds as readonly string[]).includes(chosen)) {
    throw new Error(`Unknown PAYMENT_PROVIDER "${chosen}": use yookassa, dev or none`)
  }
  const provider = chosen as PaymentProviderKind | undefined
  const shopId = env.YOOKASSA_SHOP_ID?.trim() ?? ''
  const secretKey = env.YOOKASSA_SECRET_KEY?.trim() ?? ''
  if (Boolean(shopId) !== Boolean(secretKey)) {
    throw new Error(
      `YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY go together: ${shopId ? 'YOOKASSA_SECRET_KEY' : 'YOOKASSA_SHOP_ID'} is missing`,
    )
  }
  if (provider === 'yookassa' && !shopId) {
    throw new Error('PAYMENT_PROVIDER=yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY')
  }
  if (provider === 'dev' && appEnv !== 'development') {
    throw new Error(
      `PAYMENT_PROVIDER=dev lets anyone mark a payment paid: it needs APP_ENV=development (APP_ENV=${appEnv})`,
    )
  }
  // Checked even without keys, so a typo shows up before the keys are added.
  const apiUrl = httpUrl('YOOKASSA_API_URL', env.YOOKASSA_API_URL) || 'https://api.yookassa.ru/v3'
  const trustedIps = trustedIpsFrom(env.YOOKASSA_TRUSTED_IPS)
  const vatCode = intSetting('YOOKASSA_VAT_CODE', env.YOOKASSA_VAT_CODE, 1, 12) ?? 1
  const taxSystemCode = intSetting('YOOKASSA_TAX_SYSTEM_CODE', env.YOOKASSA_TAX_SYSTEM_CODE, 1, 6)
  return {
    provider,
    reconcile: {
      afterMinutes: positiveInt(env.PAYMENT_RECONCILE_AFTER_MINUTES, 10),
      intervalSeconds: positiveInt(env.PAYMENT_RECONCILE_INTERVAL_SECONDS, 60),
    },
    yookassa: shopId
      ? {
          shopId,
          secretKey,
          apiUrl: apiUrl.replace(/\/+$/, ''),
          trustedIps,
          vatCode,
          taxSystemCode,
        }
      : null,
  }
}

/**
 * The active payment provider: PAYMENT_PROVIDER when set; otherwise YooKassa when its keys are
 * set, the development bank on APP_ENV=development, else none.
 */
export function paymentProviderOf(config: {
  appEnv: string
  payments: PaymentSettings
}): PaymentProviderKind {
  if (config.payments.provider) return config.payments.provider
  if (config.payments.yookassa) return 'yookassa'
  return config.appEnv === 'development' ? 'dev' : 'none'
}

/** The development bank (no login, pays any payment) runs only on an explicit APP_ENV=development. */
export const devBankEnabled = (config: { appEnv: string; payments: PaymentSettings }) =>
  config.appEnv === 'development' && paymentProviderOf(config) === 'dev'
