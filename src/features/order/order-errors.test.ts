import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors.ts'
import { isStockShortage, serverOrderErrors } from './order-errors.ts'

describe('errors of placing an order', () => {
  it('short stock shows the whole message, naming every short line', () => {
    const error = new ApiError(409, {
      message:
        'Товара не хватает на складе, заказ не оформлен. «Фильтр» (арт. 1): закончился; «Насос» (арт. 2): в наличии только 1 шт.',
      errors: {
        cart: ['«Фильтр» (арт. 1): закончился', '«Насос» (арт. 2): в наличии только 1 шт.'],
      },
    })
    expect(isStockShortage(error)).toBe(true)
    expect(serverOrderErrors(error).cart).toContain('«Насос» (арт. 2)')
    expect(serverOrderErrors(error).cart).toContain('«Фильтр» (арт. 1)')
  })

  it('field errors stay under their fields', () => {
    const error = new ApiError(422, {
      message: 'Проверьте введённые данные',
      errors: { counterparty_uuid: ['Контрагент не найден'] },
    })
    expect(isStockShortage(error)).toBe(false)
    expect(serverOrderErrors(error)).toEqual({ counterparty_uuid: 'Контрагент не найден' })
  })
})
