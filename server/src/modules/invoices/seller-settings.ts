/**
 * The seller's requisites printed on «Счёт на оплату» (INVOICE_* settings,
 * docs/configuration.md). The defaults are the demo company of the shop's legal pages: a real
 * shop sets its own.
 */
export interface SellerSettings {
  name: string
  inn: string
  kpp: string
  address: string
  bank: string
  bik: string
  /** Расчётный счёт. */
  account: string
  /** Корреспондентский счёт. */
  correspondentAccount: string
  /** VAT rate included in the prices, percent; null: «Без НДС». */
  vatRate: number | null
  /** Days the invoice stays valid. */
  validDays: number
}

export const demoSeller: SellerSettings = {
  name: 'ООО «Грузовик»',
  inn: '7810629431',
  kpp: '781001001',
  address: '196084, Санкт-Петербург, ул. Коли Томчака, д. 28, литера А, помещение 12-Н',
  bank: 'ПАО Сбербанк, Северо-Западный банк',
  bik: '044030653',
  account: '40702810355500012847',
  correspondentAccount: '30101810500000000653',
  vatRate: null,
  validDays: 5,
}

/** INVOICE_VAT: `none` (default) or a rate in percent included in the prices (0–30). */
function vatRateFrom(value: string | undefined): number | null {
  const trimmed = value?.trim() ?? ''
  if (trimmed === '' || trimmed === 'none') return null
  const rate = Number(trimmed)
  if (!Number.isInteger(rate) || rate < 0 || rate > 30) {
    throw new Error(`INVOICE_VAT "${trimmed}" is not "none" or a whole percent 0–30`)
  }
  return rate
}

export function sellerFrom(env: NodeJS.ProcessEnv): SellerSettings {
  const text = (name: string, fallback: string) => env[name]?.trim() || fallback
  const days = Number(env.INVOICE_VALID_DAYS)
  return {
    name: text('INVOICE_SELLER_NAME', demoSeller.name),
    inn: text('INVOICE_SELLER_INN', demoSeller.inn),
    kpp: text('INVOICE_SELLER_KPP', demoSeller.kpp),
    address: text('INVOICE_SELLER_ADDRESS', demoSeller.address),
    bank: text('INVOICE_BANK_NAME', demoSeller.bank),
    bik: text('INVOICE_BANK_BIK', demoSeller.bik),
    account: text('INVOICE_BANK_ACCOUNT', demoSeller.account),
    correspondentAccount: text('INVOICE_BANK_CORR_ACCOUNT', demoSeller.correspondentAccount),
    vatRate: vatRateFrom(env.INVOICE_VAT),
    validDays: Number.isInteger(days) && days > 0 ? days : demoSeller.validDays,
  }
}

/** The VAT inside a total that includes it, whole kopecks (rounded half up). */
export const vatIncluded = (total: number, rate: number) =>
  Math.round((total * rate) / (100 + rate))
