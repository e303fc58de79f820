import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors.ts'
import { describeFailure, failureText } from './describe-failure.ts'

const lost = new ApiError(0, null, 'Failed to fetch', { cause: new TypeError('Failed to fetch') })
const timedOut = new ApiError(0, null, 'timed out', {
  cause: new DOMException('The operation timed out.', 'TimeoutError'),
})

describe('describeFailure', () => {
  it('a lost connection asks to check the internet connection and retry', () => {
    expect(describeFailure(lost, true)).toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Не удалось связаться с магазином.',
      nextStep: 'Проверьте подключение к интернету и повторите.',
    })
  })

  it('offline says there is no connection', () => {
    expect(failureText(describeFailure(lost, false))).toBe(
      'Нет подключения к интернету. Проверьте подключение к интернету и повторите.',
    )
  })

  it('a timeout asks to retry in a minute', () => {
    expect(describeFailure(timedOut, true)).toMatchObject({
      kind: 'timeout',
      message: 'Магазин не ответил вовремя.',
      nextStep: 'Повторите через минуту.',
    })
  })

  it('anything thrown that is not an answer counts as a lost connection', () => {
    expect(describeFailure(new TypeError('boom'), true).kind).toBe('network')
  })

  it.each([500, 502, 503, 504])('%i without a body says the service is unavailable', (status) => {
    expect(failureText(describeFailure(new ApiError(status, null), true))).toBe(
      'Сервис временно недоступен. Повторите через минуту.',
    )
  })

  it('a 5xx never shows its body, even with a message', () => {
    const failure = describeFailure(new ApiError(502, { message: 'upstream connect error' }), true)
    expect(failure).toMatchObject({ kind: 'unavailable', message: 'Сервис временно недоступен.' })
  })

  it('a 409 with the server’s message shows it as it is', () => {
    const message = 'Товара не хватает на складе, заказ не оформлен. Проверьте корзину.'
    const failure = describeFailure(
      new ApiError(409, { message, errors: { cart: ['«Фильтр»: в наличии только 2 шт.'] } }),
      true,
    )
    expect(failure).toMatchObject({ kind: 'refused', status: 409, message, nextStep: '' })
    expect(failure.fieldErrors).toEqual({ cart: '«Фильтр»: в наличии только 2 шт.' })
  })

  it('a 409 without a message says the data changed and to check the cart', () => {
    expect(failureText(describeFailure(new ApiError(409, {}), true))).toBe(
      'Действие не выполнено: данные изменились. Проверьте корзину и повторите.',
    )
  })

  it('a 4xx with a message shows it; without one, its status and to check the input', () => {
    expect(describeFailure(new ApiError(422, { message: 'Неверный код' }), true)).toMatchObject({
      kind: 'rejected',
      message: 'Неверный код',
      nextStep: '',
    })
    expect(failureText(describeFailure(new ApiError(422, null), true))).toBe(
      'Запрос не выполнен (ошибка 422). Проверьте введённые данные и повторите.',
    )
  })

  it('429 asks to wait, 401 to log in again', () => {
    expect(failureText(describeFailure(new ApiError(429, null), true))).toBe(
      'Слишком много попыток подряд. Подождите минуту и повторите.',
    )
    expect(describeFailure(new ApiError(401, null), true)).toMatchObject({
      kind: 'unauthorised',
      nextStep: 'Войдите снова и повторите.',
    })
  })

  it('a failure with no text (made up by a machine) still says something', () => {
    const bare = { kind: 'network', status: 0, message: '', nextStep: '', fieldErrors: {} } as const
    expect(failureText(bare)).toBe(
      'Не удалось связаться с магазином. Проверьте подключение к интернету и повторите.',
    )
  })

  it('is plain data a machine can keep in its context', () => {
    const failure = describeFailure(new ApiError(503, null), true)
    expect(JSON.parse(JSON.stringify(failure))).toEqual(failure)
  })
})
