import { afterEach, describe, expect, it, vi } from 'vitest'
import { requestCallback } from './callback.ts'
import { removeCartItem } from './cart.ts'
import { ApiError, onApiErrorNotification, reportApiError, unwrap } from './errors.ts'
import { createFastOrder } from './orders.ts'
import { clientWith, fakeFetch } from './test-fetch.ts'

const callback = { name: 'Иван', phone: '+79990000001' }

describe('ApiError', () => {
  it('keeps the first message of each field for the form', () => {
    const error = new ApiError(422, {
      message: 'Проверьте введённые данные',
      errors: { phone: ['Неверный номер', 'Слишком короткий'], name: ['Укажите имя'] },
    })
    expect(error.fieldErrors).toEqual({ phone: 'Неверный номер', name: 'Укажите имя' })
  })

  it('announces a top-level message as the notification', () => {
    expect(new ApiError(401, { message: 'Войдите' }).notification).toBe('Войдите')
  })

  it.each([422, 413, 403, 429, 500])('announces a bare %i as its number', (status) => {
    expect(new ApiError(status, {}).notification).toBe(String(status))
  })

  it('has nothing to announce for a bare 404', () => {
    expect(new ApiError(404, {}).notification).toBeUndefined()
  })

  it('survives bodies that are not the error shape', () => {
    const html = new ApiError(502, '<html>Bad gateway</html>')
    expect(html.fieldErrors).toEqual({})
    expect(html.notification).toBeUndefined()
    const odd = new ApiError(422, { message: 5, errors: { phone: 'одна строка', code: [7] } })
    expect(odd.fieldErrors).toEqual({ phone: 'одна строка' })
    expect(odd.notification).toBe('422')
  })
})

describe('reporting failed calls', () => {
  afterEach(() => vi.restoreAllMocks())

  it('notifies subscribers of a failed form call and stops after unsubscribe', async () => {
    const listener = vi.fn()
    const unsubscribe = onApiErrorNotification(listener)
    const { fetch } = fakeFetch(429, { message: 'Слишком частые запросы' })
    await expect(requestCallback(callback, clientWith(fetch))).rejects.toMatchObject({
      status: 429,
    })
    expect(listener).toHaveBeenCalledWith('Слишком частые запросы', expect.any(ApiError))
    unsubscribe()
    await expect(requestCallback(callback, clientWith(fetch))).rejects.toBeInstanceOf(ApiError)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('only logs a cart failure', async () => {
    const listener = vi.fn()
    const unsubscribe = onApiErrorNotification(listener)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetch } = fakeFetch(422, { message: 'Нет в наличии' })
    const uuid = '5c2e7a10-8b1f-4c3d-9e2a-7f6b5a4c3d21'
    await expect(removeCartItem(uuid, clientWith(fetch))).rejects.toMatchObject({ status: 422 })
    expect(listener).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalled()
    unsubscribe()
  })

  it('swallows a quick-order failure: neither announced nor logged', async () => {
    const listener = vi.fn()
    const unsubscribe = onApiErrorNotification(listener)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetch } = fakeFetch(401, { message: 'Войдите' })
    await expect(createFastOrder(clientWith(fetch))).rejects.toMatchObject({ status: 401 })
    expect(listener).not.toHaveBeenCalled()
    expect(log).not.toHaveBeenCalled()
    unsubscribe()
  })

  it('logs the body of a 500 even when the call is silent', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    reportApiError(new ApiError(500, { trace: 'x' }), 'silent')
    expect(log).toHaveBeenCalledWith('[API] 500', { trace: 'x' })
  })

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = Promise.reject(new TypeError('Failed to fetch'))
    const error = await unwrap(broken).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch', notification: undefined })
  })

  it('gives the data of a successful call', async () => {
    const { fetch } = fakeFetch(201, { success: true })
    expect(await requestCallback(callback, clientWith(fetch))).toEqual({ success: true })
  })
})
