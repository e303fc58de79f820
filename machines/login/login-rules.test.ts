import { describe, expect, it } from 'vitest'
import { canRequestCode, fieldErrorsOf } from './login-rules.ts'

describe('login rules', () => {
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
