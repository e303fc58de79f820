import { describe, expect, it } from 'vitest'
import { amountInWords, integerInWords, pluralRu } from './amount-in-words.ts'

describe('a sum in Russian words', () => {
  it('spells rubles with the right noun form and kopecks in digits', () => {
    expect(amountInWords(2_300_000)).toBe('Двадцать три тысячи рублей 00 копеек')
    expect(amountInWords(100)).toBe('Один рубль 00 копеек')
    expect(amountInWords(201)).toBe('Два рубля 01 копейка')
    expect(amountInWords(1_102)).toBe('Одиннадцать рублей 02 копейки')
    expect(amountInWords(0)).toBe('Ноль рублей 00 копеек')
  })

  it('thousands are feminine, millions masculine', () => {
    expect(integerInWords(1_000)).toBe('одна тысяча')
    expect(integerInWords(2_002)).toBe('две тысячи два')
    expect(integerInWords(21_000_001)).toBe('двадцать один миллион один')
    expect(integerInWords(1_512_345)).toBe(
      'один миллион пятьсот двенадцать тысяч триста сорок пять',
    )
    expect(integerInWords(114_000)).toBe('сто четырнадцать тысяч')
  })

  it('11 to 14 take the plural of many', () => {
    expect(pluralRu(11, ['рубль', 'рубля', 'рублей'])).toBe('рублей')
    expect(pluralRu(111, ['рубль', 'рубля', 'рублей'])).toBe('рублей')
    expect(pluralRu(121, ['рубль', 'рубля', 'рублей'])).toBe('рубль')
    expect(pluralRu(34, ['рубль', 'рубля', 'рублей'])).toBe('рубля')
  })

  it('refuses what is not whole kopecks', () => {
    expect(() => amountInWords(1.5)).toThrow()
    expect(() => amountInWords(-1)).toThrow()
  })
})
