import { describe, expect, it } from 'vitest'
import { demoSeller, sellerFrom, vatIncluded } from './seller-settings.ts'

describe('the seller settings of invoices', () => {
  it('without settings the demo company, without VAT', () => {
    expect(sellerFrom({})).toEqual(demoSeller)
  })

  it('takes the shop’s own requisites and a VAT rate', () => {
    const seller = sellerFrom({ INVOICE_SELLER_INN: '7707083893', INVOICE_VAT: '20' })
    expect(seller).toMatchObject({ inn: '7707083893', vatRate: 20 })
  })

  it('a VAT setting that is not a percent stops the start', () => {
    expect(() => sellerFrom({ INVOICE_VAT: '20%' })).toThrow(/INVOICE_VAT/)
  })

  it('20 % VAT included in 24 200,00 is 4 033,33', () => {
    expect(vatIncluded(2_420_000, 20)).toBe(403_333)
  })
})
