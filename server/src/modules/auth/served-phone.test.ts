import {
  countryCodePattern,
  digitsInMask,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  phoneMaskPattern,
} from '@gruzovik/rules'
import { describe, expect, it } from 'vitest'
import { defaultPhoneCodes } from '../app/default-phone-codes.ts'
import { isServedPhone } from './served-phone.ts'

describe('phones the shop sends SMS to', () => {
  it('takes numbers of the served countries with the length of their mask', () => {
    expect(isServedPhone('79990000001', defaultPhoneCodes)).toBe(true)
    expect(isServedPhone('375291234567', defaultPhoneCodes)).toBe(true)
    expect(isServedPhone('99655512345', defaultPhoneCodes)).toBe(false)
    expect(isServedPhone('996555123456', defaultPhoneCodes)).toBe(true)
  })

  it('refuses other countries, premium ranges and wrong lengths', () => {
    expect(isServedPhone('882123456789', defaultPhoneCodes)).toBe(false)
    expect(isServedPhone('19005551234', defaultPhoneCodes)).toBe(false)
    expect(isServedPhone('78091234567', defaultPhoneCodes)).toBe(false)
    expect(isServedPhone('799900000011', defaultPhoneCodes)).toBe(false)
  })

  it('every seeded phone code is a country code with a mask of a whole number', () => {
    for (const { prefix, mask } of defaultPhoneCodes) {
      expect(prefix).toMatch(countryCodePattern)
      expect(mask).toMatch(phoneMaskPattern)
      expect(mask.startsWith(`+${prefix}`)).toBe(true)
      expect(digitsInMask(mask)).toBeGreaterThanOrEqual(PHONE_MIN_DIGITS)
      expect(digitsInMask(mask)).toBeLessThanOrEqual(PHONE_MAX_DIGITS)
    }
  })
})
