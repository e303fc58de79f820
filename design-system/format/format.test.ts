import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatPrice,
  formatUnixDate,
  formatUnixDateTime,
  formatUnixDayMonth,
  plural,
  shortName,
} from './format.ts'

const nbsp = '\u00a0'

describe('formatPrice', () => {
  it('formats kopecks as rubles with two decimals and the ruble sign', () => {
    expect(formatPrice(123450)).toBe(`1${nbsp}234,50${nbsp}₽`)
  })
  it('keeps kopecks exact for odd amounts', () => {
    expect(formatPrice(1)).toBe(`0,01${nbsp}₽`)
    expect(formatPrice(1999999)).toBe(`19${nbsp}999,99${nbsp}₽`)
  })
  it('drops zero kopecks only when asked', () => {
    expect(formatPrice(500000, { decimals: 'auto' })).toBe(`5${nbsp}000${nbsp}₽`)
    expect(formatPrice(500050, { decimals: 'auto' })).toBe(`5${nbsp}000,50${nbsp}₽`)
    expect(formatPrice(500000)).toBe(`5${nbsp}000,00${nbsp}₽`)
  })
})

describe('formatDate', () => {
  it('writes the month name in the genitive without the year suffix', () => {
    expect(formatDate(new Date('2026-11-21T12:00:00Z'))).toBe('21 ноября 2026')
  })
  it('uses Moscow time for unix seconds near midnight', () => {
    // 2026-02-28 22:30 UTC is already 1 March in Moscow.
    expect(formatUnixDate(Date.UTC(2026, 1, 28, 22, 30) / 1000)).toBe('1 марта 2026')
  })

  it('gives day and month as dd.mm in Moscow time («Уведомлено 28.11»)', () => {
    expect(formatUnixDayMonth(Date.UTC(2026, 10, 28, 6) / 1000)).toBe('28.11')
    expect(formatUnixDayMonth(Date.UTC(2026, 10, 28, 21, 30) / 1000)).toBe('29.11')
    expect(formatUnixDayMonth(Date.UTC(2026, 0, 5, 12) / 1000)).toBe('05.01')
  })
})

describe('plural', () => {
  const forms = ['товар', 'товара', 'товаров'] as const
  it.each([
    [1, 'товар'],
    [2, 'товара'],
    [4, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [21, 'товар'],
    [22, 'товара'],
    [111, 'товаров'],
    [0, 'товаров'],
  ])('%i → %s', (count, expected) => {
    expect(plural(count, forms)).toBe(expected)
  })
})

describe('shortName', () => {
  it('a cut that ends on a space keeps no space before the ellipsis', () => {
    expect(shortName('Петров И. П.', 10)).toBe('Петров И.…')
  })
  it('keeps short names whole', () => {
    expect(shortName('Иванов И.', 10)).toBe('Иванов И.')
  })
  it('cuts at the limit and adds an ellipsis', () => {
    expect(shortName('Константинопольский', 10)).toBe('Константин…')
    expect(shortName('Петров', 5)).toBe('Петро…')
  })
})

describe('formatUnixDateTime', () => {
  it('gives the Russian date and the Moscow time', () => {
    expect(formatUnixDateTime(Date.UTC(2026, 10, 21, 12, 5) / 1000)).toBe('21 ноября 2026, 15:05')
  })
})
