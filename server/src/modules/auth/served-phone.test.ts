import { describe, expect, it } from 'vitest'
import { phoneCodeSeed } from '../../db/seed/phone-codes.ts'
import { isServedPhone } from './served-phone.ts'

describe('phones the shop sends SMS to', () => {
  it('takes numbers of the served countries with the length of their mask', () => {
    expect(isServedPhone('79990000001', phoneCodeSeed)).toBe(true)
    expect(isServedPhone('375291234567', phoneCodeSeed)).toBe(true)
    expect(isServedPhone('99655512345', phoneCodeSeed)).toBe(false)
    expect(isServedPhone('996555123456', phoneCodeSeed)).toBe(true)
  })

  it('refuses other countries, premium ranges and wrong lengths', () => {
    expect(isServedPhone('882123456789', phoneCodeSeed)).toBe(false)
    expect(isServedPhone('19005551234', phoneCodeSeed)).toBe(false)
    expect(isServedPhone('78091234567', phoneCodeSeed)).toBe(false)
    expect(isServedPhone('799900000011', phoneCodeSeed)).toBe(false)
  })
})
