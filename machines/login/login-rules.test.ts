import { describe, expect, it } from 'vitest'
import { canRequestCode, fieldErrorsOf, isCodeComplete, normaliseCode } from './login-rules.ts'

describe('login rules', () => {
  it.each([
    { value: '12a3-4', expected: '1234' },
    { value: '123456', expected: '1234' },
    { value: '', expected: '' },
  ])('code input keeps digits only: $value → $expected', ({ value, expected }) => {
    expect(normaliseCode(value)).toBe(expected)
  })

  it.each([
    { code: '1234', expected: true },
    { code: '123', expected: false },
    { code: '12345', expected: false },
    { code: '12a4', expected: false },
  ])('code $code is complete: $expected', ({ code, expected }) => {
    expect(isCodeComplete(code)).toBe(expected)
  })

  it.each([
    { mode: 'login' as const, name: '', phone: '+7', expected: true },
    { mode: 'login' as const, name: '', phone: '', expected: false },
    { mode: 'registration' as const, name: ' ', phone: '+7', expected: false },
    { mode: 'registration' as const, name: 'Ира', phone: '', expected: false },
    { mode: 'registration' as const, name: 'Ира', phone: '+7', expected: true },
  ])('$mode with name "$name" and phone "$phone" can request: $expected', (form) => {
    expect(canRequestCode(form)).toBe(form.expected)
  })

  it.each([
    { error: null, expected: {} },
    { error: new Error('сеть'), expected: {} },
    { error: { fieldErrors: { code: 'Код устарел' } }, expected: { code: 'Код устарел' } },
    { error: { fieldErrors: { phone: '', other: 'x' } }, expected: {} },
    { error: { errors: { code: ['Код устарел'] } }, expected: {} },
  ])('field errors of $error', ({ error, expected }) => {
    expect(fieldErrorsOf(error)).toEqual(expected)
  })
})
