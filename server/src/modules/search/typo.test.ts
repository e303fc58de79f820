import { describe, expect, it } from 'vitest'
import { corrections, withinOneEdit } from './typo.ts'

describe('withinOneEdit', () => {
  it('accepts one substituted, missing, extra or swapped letter', () => {
    expect(withinOneEdit('тормаз', 'тормоз')).toBe(true)
    expect(withinOneEdit('стартр', 'стартер')).toBe(true)
    expect(withinOneEdit('стартерр', 'стартер')).toBe(true)
    expect(withinOneEdit('фильрт', 'фильтр')).toBe(true)
  })

  it('refuses two edits', () => {
    expect(withinOneEdit('тармаз', 'тормоз')).toBe(false)
    expect(withinOneEdit('фильтр', 'фильтрами')).toBe(false)
  })
})

describe('corrections', () => {
  const vocabulary = ['фильтр', 'стартер', 'тормозной', 'кран', 'помпа']

  it('offers the known word one typo away', () => {
    expect(corrections('фильрт', vocabulary)).toEqual(['фильтр'])
    expect(corrections('стартр', vocabulary)).toEqual(['стартер'])
  })

  it('corrects the start of a word still being typed', () => {
    expect(corrections('тормаз', vocabulary)).toEqual(['тормозной'])
  })

  it('leaves alone a word form the database finds by its stem', () => {
    // «колодка» is «колодк» to the database, as is «колодки»: no typo, no second spelling.
    expect(corrections('колодка', ['колодки', 'колодок'])).toEqual([])
    expect(corrections('калодки', ['колодки', 'колодок'])).toEqual(['колодки'])
  })

  it('leaves known words, their starts and short words alone', () => {
    expect(corrections('фильтр', vocabulary)).toEqual([])
    expect(corrections('торм', vocabulary)).toEqual([])
    expect(corrections('крон', vocabulary)).toEqual([])
  })
})
