import { describe, expect, it } from 'vitest'
import { kopecksToValue, valueToKopecks } from './money-text.ts'

describe('YooKassa amount strings', () => {
  it('kopecks become a string with two decimals', () => {
    expect(kopecksToValue(0)).toBe('0.00')
    expect(kopecksToValue(5)).toBe('0.05')
    expect(kopecksToValue(420_099)).toBe('4200.99')
    expect(kopecksToValue(123_456_789_00)).toBe('123456789.00')
  })

  it('refuses what is not whole kopecks', () => {
    expect(() => kopecksToValue(10.5)).toThrow()
    expect(() => kopecksToValue(-1)).toThrow()
  })

  it('reads the strings back, and nothing else', () => {
    expect(valueToKopecks('4200.99')).toBe(420_099)
    expect(valueToKopecks('10.5')).toBe(1050)
    expect(valueToKopecks('7')).toBe(700)
    for (const bad of [4200.99, '4200,99', '-1.00', '1.001', '', null]) {
      expect(valueToKopecks(bad)).toBeNull()
    }
  })
})
