import { describe, expect, it } from 'vitest'
import { formatPhoneByMask } from './phone-mask.ts'

const phoneCodes = [
  { prefix: '7', mask: '+7(###)### ## ##' },
  { prefix: '375', mask: '+375(##)###-##-##' },
]

describe('formatPhoneByMask', () => {
  it('shows a Russian number in the mask of its prefix', () => {
    expect(formatPhoneByMask('+79990000001', phoneCodes)).toBe('+7(999)000 00 01')
  })
  it('takes the longest prefix that matches', () => {
    expect(formatPhoneByMask('+375291234567', phoneCodes)).toBe('+375(29)123-45-67')
  })
  it('uses the default mask before the app data brings any codes', () => {
    expect(formatPhoneByMask('+79161234567', [])).toBe('+7(916)123 45 67')
  })
  it('leaves a number of the wrong length or an unknown prefix as it came', () => {
    expect(formatPhoneByMask('+7999000', phoneCodes)).toBe('+7999000')
    expect(formatPhoneByMask('+4930123456', phoneCodes)).toBe('+4930123456')
  })
})
