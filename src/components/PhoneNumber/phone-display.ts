// Reading and dialling a number; masking is the phone-display machine's (machines/).
/** `+78123094517` → `+7 (812) 309-45-17`; anything else is shown as it came. */
export function formatPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '')
  const match = /^[78](\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits)
  if (!match) return phoneNumber.trim()
  const [, code, first, second, third] = match
  return `+7 (${code}) ${first}-${second}-${third}`
}

/** The `tel:` address of a number: digits with a leading plus. */
export function telHref(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '')
  return `tel:+${digits.startsWith('8') && digits.length === 11 ? `7${digits.slice(1)}` : digits}`
}

/** The entry whose `html_class` contains the display's selector (docs/product.md#call-tracking). */
export { findPhone as phoneForSelector } from '../../lib/stores/phone-store.ts'
