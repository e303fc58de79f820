import { describe, expect, it } from 'vitest'
import { readConfig } from '../src/config.ts'
import { devBankEnabled, paymentProviderOf } from '../src/modules/payments/payment-settings.ts'

const keys = { YOOKASSA_SHOP_ID: '123456', YOOKASSA_SECRET_KEY: 'live_secret' }
const withKeys = { ...keys, PUBLIC_URL: 'https://gruzovik.example' }

describe('payment settings', () => {
  it('with nothing set there is no provider, and APP_ENV=development alone gives the dev bank', () => {
    expect(readConfig({}).payments).toEqual({
      provider: undefined,
      reconcile: { afterMinutes: 10, intervalSeconds: 60 },
      yookassa: null,
    })
    expect(paymentProviderOf(readConfig({}))).toBe('none')
    expect(paymentProviderOf(readConfig({ APP_ENV: 'development' }))).toBe('dev')
    expect(devBankEnabled(readConfig({ APP_ENV: 'development' }))).toBe(true)
  })

  it('both YooKassa keys choose YooKassa with the published defaults', () => {
    const config = readConfig(withKeys)
    expect(paymentProviderOf(config)).toBe('yookassa')
    expect(config.payments.yookassa).toEqual({
      shopId: '123456',
      secretKey: 'live_secret',
      apiUrl: 'https://api.yookassa.ru/v3',
      trustedIps: [
        '185.71.76.0/27',
        '185.71.77.0/27',
        '77.75.153.0/25',
        '77.75.156.11',
        '77.75.156.35',
        '77.75.154.128/25',
        '2a02:5180::/32',
      ],
      vatCode: 1,
      taxSystemCode: undefined,
    })
    // Keys win over APP_ENV=development: the dev bank stays off.
    expect(devBankEnabled(readConfig({ ...withKeys, APP_ENV: 'development' }))).toBe(false)
  })

  it('reads how long a payment stays pending before the reconciliation re-reads it', () => {
    const config = readConfig({
      PAYMENT_RECONCILE_AFTER_MINUTES: '25',
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '120',
    })
    expect(config.payments.reconcile).toEqual({ afterMinutes: 25, intervalSeconds: 120 })
  })

  it('reads the optional YooKassa settings', () => {
    const config = readConfig({
      ...withKeys,
      YOOKASSA_API_URL: 'http://127.0.0.1:9999/v3/',
      YOOKASSA_TRUSTED_IPS: ' 10.0.0.0/8 , ::1 ',
      YOOKASSA_VAT_CODE: '4',
      YOOKASSA_TAX_SYSTEM_CODE: '2',
    })
    expect(config.payments.yookassa).toMatchObject({
      apiUrl: 'http://127.0.0.1:9999/v3',
      trustedIps: ['10.0.0.0/8', '::1'],
      vatCode: 4,
      taxSystemCode: 2,
    })
  })

  it('PAYMENT_PROVIDER chooses explicitly', () => {
    expect(paymentProviderOf(readConfig({ ...withKeys, PAYMENT_PROVIDER: 'none' }))).toBe('none')
    expect(paymentProviderOf(readConfig({ PAYMENT_PROVIDER: 'dev', APP_ENV: 'development' }))).toBe(
      'dev',
    )
    expect(devBankEnabled(readConfig({ PAYMENT_PROVIDER: 'none', APP_ENV: 'development' }))).toBe(
      false,
    )
  })

  it('a wrong or partial setting stops the start with a message naming it', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PAYMENT_PROVIDER: 'stripe' }, /Unknown PAYMENT_PROVIDER "stripe"/],
      [{ YOOKASSA_SHOP_ID: '123456' }, /YOOKASSA_SECRET_KEY is missing/],
      [{ YOOKASSA_SECRET_KEY: 'live_secret' }, /YOOKASSA_SHOP_ID is missing/],
      [{ PAYMENT_PROVIDER: 'yookassa' }, /PAYMENT_PROVIDER=yookassa needs YOOKASSA_SHOP_ID/],
      [{ PAYMENT_PROVIDER: 'dev' }, /PAYMENT_PROVIDER=dev .* needs APP_ENV=development/],
      [{ ...keys }, /YooKassa needs PUBLIC_URL/],
      [{ ...keys, PUBLIC_URL: 'gruzovik.example' }, /PUBLIC_URL/],
      [{ ...withKeys, YOOKASSA_API_URL: 'api.yookassa.ru' }, /YOOKASSA_API_URL/],
      [
        { ...withKeys, YOOKASSA_TRUSTED_IPS: '185.71.76.0/33' },
        /YOOKASSA_TRUSTED_IPS.*185\.71\.76\.0\/33/,
      ],
      [{ ...withKeys, YOOKASSA_TRUSTED_IPS: 'yookassa.ru' }, /YOOKASSA_TRUSTED_IPS/],
      [
        { ...withKeys, YOOKASSA_VAT_CODE: '13' },
        /YOOKASSA_VAT_CODE "13" must be a whole number from 1 to 12/,
      ],
      [{ ...withKeys, YOOKASSA_VAT_CODE: '1.5' }, /YOOKASSA_VAT_CODE/],
      [{ ...withKeys, YOOKASSA_TAX_SYSTEM_CODE: '0' }, /YOOKASSA_TAX_SYSTEM_CODE/],
    ]
    for (const [env, message] of cases) {
      expect(() => readConfig(env), JSON.stringify(env)).toThrow(message)
    }
  })
})
