import { describe, expect, it } from 'vitest'
import { readQuantity } from './quantity-text.ts'

describe('a quantity written in a list', () => {
  it('reads whole pieces with or without «шт», and empty as one', () => {
    for (const [text, quantity] of [
      ['2', 2],
      ['2 шт', 2],
      ['2шт.', 2],
      [' 10 штук ', 10],
      ['3.0', 3],
      [4, 4],
      ['', 1],
      [null, 1],
    ] as const) {
      expect(readQuantity(text), String(text)).toEqual({ ok: true, quantity })
    }
  })

  it('says why a quantity is not one, quoting the buyer', () => {
    expect(readQuantity('1,5')).toEqual({
      ok: false,
      message: 'Количество «1,5» дробное — укажите целое число штук',
    })
    expect(readQuantity('-3')).toEqual({
      ok: false,
      message: 'Количество «-3» меньше единицы — укажите от 1 шт.',
    })
    expect(readQuantity('0').ok).toBe(false)
    expect(readQuantity('abc')).toEqual({
      ok: false,
      message: 'Количество «abc» не распознано — укажите целое число штук',
    })
    expect(readQuantity('10000')).toEqual({
      ok: false,
      message: 'Количество «10000» слишком большое — не больше 9 999 шт.',
    })
  })
})
