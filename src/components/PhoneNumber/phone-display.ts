/** Spec 9: the phone display hides the last two digits behind this character by default. */
export const maskChar = 'X'
export const maskedDigits = 2

/** `+78123094517` → `+7 (812) 309-45-17`; anything else is shown as it came. */
export function formatPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '')
  const match = /^[78](\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits)
  if (!match) return phoneNumber.trim()
  const [, code, first, second, third] = match
  return `+7 (${code}) ${first}-${second}-${third}`
}

/** Replaces the last `count` digits of a formatted number, keeping its punctuation. */
export function maskPhone(formatted: string, count = maskedDigits, char = maskChar): string {
  let left = count
  const chars = [...formatted]
  for (let i = chars.length - 1; i >= 0 && left > 0; i -= 1) {
    if (/\d/.test(chars[i] ?? '')) {
      chars[i] = char
      left -= 1
    }
  }
  return chars.join('')
}

/** The `tel:` address of a number: digits with a leading plus. */
export function telHref(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '')
  return `tel:+${digits.startsWith('8') && digits.length === 11 ? `7${digits.slice(1)}` : digits}`
}

/** Spec 3: the entry whose `html_class` contains the display's selector (the phone store's rule). */
export { findPhone as phoneForSelector } from '../../lib/stores/phone-store.ts'

/** What the display shows: the full number on mobile or once revealed, else the masked one. */
export function visibleNumber(
  phoneNumber: string,
  { mobile, revealed }: { mobile: boolean; revealed: boolean },
) {
  const formatted = formatPhone(phoneNumber)
  return mobile || revealed ? formatted : maskPhone(formatted)
}
