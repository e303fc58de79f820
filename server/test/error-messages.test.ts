import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientErrorMessage } from '../src/http/error-handler.ts'
import { createTestApp } from './helpers.ts'

const json = { 'content-type': 'application/json' }

describe('error answers carry a Russian message in the spec shape', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false })
  })
  afterAll(() => ctx.close())

  const cases: [string, InjectOptions, number, string][] = [
    ['an unknown API path', { url: '/api/nope' }, 404, 'Не найдено'],
    ['a method the path has not', { method: 'POST', url: '/api/data' }, 404, 'Не найдено'],
    ['a NUL in a path parameter', { url: '/api/orders/%00' }, 404, 'Не найдено'],
    [
      'a body over 64 KB',
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: json,
        payload: JSON.stringify({ phone: 'x'.repeat(70_000), code: '1234' }),
      },
      413,
      'Слишком большой запрос',
    ],
    [
      'broken JSON',
      { method: 'POST', url: '/api/auth/login', headers: json, payload: '{' },
      400,
      'Некорректный JSON',
    ],
    [
      'an empty JSON body',
      { method: 'POST', url: '/api/auth/login', headers: json, payload: '' },
      400,
      'Некорректный JSON',
    ],
    [
      'a prototype-poisoning body',
      { method: 'POST', url: '/api/auth/login', headers: json, payload: '{"__proto__":{"a":1}}' },
      400,
      'Некорректный JSON',
    ],
    [
      'a body shorter than its Content-Length',
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...json, 'content-length': '5' },
        payload: '{"a":1}',
      },
      400,
      'Некорректный запрос',
    ],
    [
      'an unparsable content type',
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': ';;;' }, payload: 'x' },
      415,
      'Неподдерживаемый формат данных',
    ],
    [
      'a body that is not JSON',
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      },
      415,
      'Отправьте данные в формате JSON',
    ],
    [
      'a PDF, a type only answers have',
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/pdf' },
        payload: '%PDF-1.3',
      },
      415,
      'Отправьте данные в формате JSON',
    ],
    ['a malformed URL', { url: '/api/orders/%E0%A4%A' }, 400, 'Некорректный адрес запроса'],
    [
      'a path parameter over 256 characters',
      { url: `/api/orders/${'1'.repeat(300)}` },
      414,
      'Слишком длинный адрес запроса',
    ],
  ]

  for (const [what, request, status, message] of cases) {
    it(`${what}: ${status} «${message}»`, async () => {
      const res = await ctx.app.inject(request)
      expect(res.statusCode).toBe(status)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json()).toEqual({ message })
    })
  }

  it('validation errors keep their per-field messages', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: { phone: '+79990000001' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Проверьте введённые данные',
      errors: { code: ['Неверное значение'] },
    })
  })

  it('other client errors of Fastify or a plugin get a Russian message by status', () => {
    expect(clientErrorMessage({ statusCode: 405 })).toBe('Метод не поддерживается')
    expect(clientErrorMessage({ statusCode: 418 })).toBe('Запрос не выполнен')
    expect(clientErrorMessage({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 })).toBe(
      'Некорректный JSON',
    )
  })
})
