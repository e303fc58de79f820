import { describe, expect, it } from 'vitest'
import type { ExchangeMapping } from './commerceml-map.ts'
import { PriceTypeReport, PriceTypes } from './price-types.ts'

const mapping = (priceType: string, basePriceType = ''): ExchangeMapping => ({
  priceType,
  basePriceType,
  properties: {
    make: 'Марка',
    brand: 'Производитель',
    condition: 'Состояние',
    usedNumber: 'Б/у',
    makerWarranty: 'Гарантия производителя, мес',
    usedKind: 'Вид б/у запчасти',
  },
  fitment: 'Применяемость',
  warehouses: {},
})

const retail = { id: 'pt-retail', name: 'Розничная', currency: 'RUB' }
const old = { id: 'pt-old', name: 'Старая цена', currency: 'RUB' }

describe('price types a file can name', () => {
  it('finds a setting by name or Ид, in any case, among the types earlier exchanges declared', () => {
    const types = new PriceTypes([retail, old])
    expect(types.idsFor(mapping('розничная', 'PT-OLD'))).toEqual({
      price: 'pt-retail',
      base: 'pt-old',
    })
  })

  it("prefers the file's own declaration to an earlier one of the same name", () => {
    const types = new PriceTypes([retail])
    types.declare({ id: 'pt-retail-2025', name: 'Розничная', currency: null })
    expect(types.idOf('Розничная')).toBe('pt-retail-2025')
  })

  it('takes a setting nobody declared as an Ид, and no base price type when unset', () => {
    expect(new PriceTypes([]).idsFor(mapping('pt-r'))).toEqual({ price: 'pt-r', base: null })
  })
})

describe('prices the shop cannot place', () => {
  it('reports each undeclared type once with its offers, the first ten and how many', () => {
    const types = new PriceTypes([retail])
    const report = new PriceTypeReport()
    for (let i = 1; i <= 12; i++)
      report.check(`o-${i}`, ['pt-retail', 'pt-x'], types, mapping('Розничная'))
    const [line, ...rest] = report.warnings(types, mapping('Розничная'))
    expect(rest).toEqual([])
    expect(line).toContain('pt-x')
    expect(line).toContain(
      '(предложений: 12 — o-1, o-2, o-3, o-4, o-5, o-6, o-7, o-8, o-9, o-10, …)',
    )
    expect(line).not.toContain('o-11')
  })

  it('reports nothing for declared types, nor for the configured Ид nobody declared', () => {
    const types = new PriceTypes([retail, old])
    const report = new PriceTypeReport()
    report.check('o-1', ['pt-retail', 'pt-old', 'pt-split'], types, mapping('pt-split'))
    expect(report.warnings(types, mapping('pt-split'))).toEqual([])
  })

  it('reports a configured name nobody declared when the prices name only other types', () => {
    const types = new PriceTypes([retail])
    const report = new PriceTypeReport()
    report.check('o-1', ['pt-retail'], types, mapping('Розничная', 'Закупочная'))
    expect(report.warnings(types, mapping('Розничная', 'Закупочная'))).toEqual([
      expect.stringContaining('«Закупочная» (EXCHANGE_BASE_PRICE_TYPE)'),
    ])
    // A file with no prices (a classifier) says nothing about them.
    expect(new PriceTypeReport().warnings(types, mapping('Розничная', 'Закупочная'))).toEqual([])
  })
})
