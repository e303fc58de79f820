import { describe, expect, it } from 'vitest'
import {
  COUNTRY_CODE_MAX_DIGITS,
  countryCodePattern,
  digitsInMask,
  maskedPhonePattern,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  phoneMaskPattern,
} from './phone.ts'

describe('phone lengths', () => {
  it('a mask takes as many digits as its country code and its slots', () => {
    expect(digitsInMask('+7(###)### ## ##')).toBe(11)
    expect(digitsInMask('+375(##)###-##-##')).toBe(12)
    expect(digitsInMask('+374(##)###-###')).toBe(11)
    expect(digitsInMask(`+${'#'.repeat(PHONE_MAX_DIGITS)}`)).toBe(15)
  })

  it('a Russian number is the shortest the shop takes, E.164 the longest', () => {
    expect(PHONE_MIN_DIGITS).toBe(digitsInMask('+7(###)### ## ##'))
    expect(PHONE_MAX_DIGITS).toBe(15)
  })

  it('a country code is one to three digits without a plus', () => {
    expect(COUNTRY_CODE_MAX_DIGITS).toBe(3)
    for (const prefix of ['7', '44', '375']) expect(countryCodePattern.test(prefix)).toBe(true)
    for (const prefix of ['', '+7', '3751', '7a'])
      expect(countryCodePattern.test(prefix)).toBe(false)
  })

  it('a masked number holds digits, plus, brackets, spaces and hyphens only', () => {
    expect(maskedPhonePattern.test('+375(29)123-45-67')).toBe(true)
    expect(maskedPhonePattern.test('+7(999)000 00 01')).toBe(true)
    expect(maskedPhonePattern.test('+7 999.000')).toBe(false)
  })

  it('a mask starts with the plus and its country code, then digit slots', () => {
    for (const mask of ['+7(###)### ## ##', '+375(##)###-##-##', '+996(###)###-###']) {
      expect(phoneMaskPattern.test(mask)).toBe(true)
    }
    for (const mask of ['7(###)###', '+(###)###', '+7 ###.###']) {
      expect(phoneMaskPattern.test(mask)).toBe(false)
    }
  })
})
