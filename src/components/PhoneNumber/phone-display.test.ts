import { describe, expect, it } from 'vitest'
import { formatPhone, phoneForSelector, telHref } from './phone-display.ts'

describe('phone display', () => {
  it('formats a Russian number for reading', () => {
    expect(formatPhone('+78123094517')).toBe('+7 (812) 309-45-17')
    expect(formatPhone('88123094517')).toBe('+7 (812) 309-45-17')
  })

  it('shows a number it cannot parse as it came', () => {
    expect(formatPhone(' 112 ')).toBe('112')
  })

  it('dials with the country code', () => {
    expect(telHref('+7 (812) 309-45-17')).toBe('tel:+78123094517')
    expect(telHref('8 812 309 45 17')).toBe('tel:+78123094517')
  })

  it('finds the phone whose html_class contains the selector', () => {
    const phones = [
      { phone_number: '+1', html_class: 'phone_header_MSK' },
      { phone_number: '+2', html_class: 'ct-phone phone_header_SPB' },
    ]
    expect(phoneForSelector(phones, 'phone_header_SPB')?.phone_number).toBe('+2')
    expect(phoneForSelector(phones, 'phone_header_KRD')).toBeUndefined()
  })
})
