import { afterEach, describe, expect, it, vi } from 'vitest'
import { requestCallback } from './callback.ts'
import { ApiError, unwrap } from './errors.ts'
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

describe('failed calls', () => {
  afterEach(() => vi.restoreAllMocks())

  it('throw an ApiError and leave what the user is told to the caller', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetch } = fakeFetch(429, { message: 'Слишком частые запросы' })
    await expect(requestCallback(callback, clientWith(fetch))).rejects.toMatchObject({
      status: 429,
      notification: 'Слишком частые запросы',
    })
    expect(log).not.toHaveBeenCalled()
  })

  it('logs the body of a server failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetch } = fakeFetch(500, { trace: 'x' })
    await expect(requestCallback(callback, clientWith(fetch))).rejects.toBeInstanceOf(ApiError)
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
