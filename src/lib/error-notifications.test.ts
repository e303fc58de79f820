import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/errors.ts'
import { notifyError, onErrorNotification } from './error-notifications.ts'

function announced(error: unknown) {
  const listener = vi.fn()
  const stop = onErrorNotification(listener)
  notifyError(error)
  stop()
  return listener.mock.calls.map(([text]) => text)
}

describe('notifyError', () => {
  it('a lost connection is announced with what to do, not passed over in silence', () => {
    expect(announced(new ApiError(0, null, 'Failed to fetch'))).toEqual([
      'Не удалось связаться с магазином. Проверьте подключение к интернету и повторите.',
    ])
  })

  it('a 502 without a body says the service is unavailable, not a bare number', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(announced(new ApiError(502, null))).toEqual([
      'Сервис временно недоступен. Повторите через минуту.',
    ])
  })

  it('the server’s message is said as it is; a 404 without one stays silent', () => {
    expect(announced(new ApiError(403, { message: 'Нет доступа' }))).toEqual(['Нет доступа'])
    expect(announced(new ApiError(404, {}))).toEqual([])
  })
})
