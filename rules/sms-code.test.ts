import { describe, expect, it } from 'vitest'
import { isSmsCode, normaliseSmsCode, SMS_CODE_LENGTH } from './sms-code.ts'

describe('the SMS login code', () => {
  it('is four digits, nothing else', () => {
    expect(SMS_CODE_LENGTH).toBe(4)
    expect(isSmsCode('0427')).toBe(true)
    for (const code of ['', '042', '04271', '04a7', ' 0427', '٠٤٢٧']) {
      expect(isSmsCode(code)).toBe(false)
    }
  })

  it.each([
    { value: '12a3-4', expected: '1234' },
    { value: '123456', expected: '1234' },
    { value: 'a1b2', expected: '12' },
    { value: '', expected: '' },
  ])('typing keeps the first four digits only: $value → $expected', ({ value, expected }) => {
    expect(normaliseSmsCode(value)).toBe(expected)
  })
})
