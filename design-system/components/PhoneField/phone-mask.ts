import { COUNTRY_CODE_MAX_DIGITS, digitsInMask, PHONE_MAX_DIGITS } from '@gruzovik/rules'

/** A country's phone code from app data: digits prefix and its imask pattern. */
export interface PhoneCode {
  prefix: string
  mask: string
}

/** The default phone mask. */
export const defaultPhoneMask = '+7(###)### ## ##'

/** What shows while a foreign code is still being typed, or when it matches no known prefix:
 * room for the longest international number. */
export const openPhoneMask = `+${'#'.repeat(PHONE_MAX_DIGITS)}`

/** `#` is not built into imask: it stands for one digit. */
export const phoneDefinitions = { '#': /[0-9]/ }

export const digitsOf = (text: string) => text.replace(/\D/g, '')

/**
 * The mask the digits (the whole international number, country code first) take
 * (docs/product.md#phone-masks): four digits or fewer keep the default mask (a number still
 * being typed after «+» with another first digit shows the open mask); longer ones take the
 * longest known prefix they start with, and no match raises the error flag.
 */
export function resolvePhoneMask(
  digits: string,
  phoneCodes: readonly PhoneCode[],
  fallback = defaultPhoneMask,
): { mask: string; unknownPrefix: boolean } {
  // Until one digit past the longest country code, the code is not known yet.
  if (digits.length <= COUNTRY_CODE_MAX_DIGITS + 1) {
    const national = digits === '' || digits.startsWith(digitsOf(fallback))
    return { mask: national ? fallback : openPhoneMask, unknownPrefix: false }
  }
  // Before app data arrives only the default mask's own code is known, and nothing is flagged.
  const known =
    phoneCodes.length > 0 ? phoneCodes : [{ prefix: digitsOf(fallback), mask: fallback }]
  const match = known
    .filter((code) => code.prefix.length > 0 && digits.startsWith(digitsOf(code.prefix)))
    .sort((a, b) => digitsOf(b.prefix).length - digitsOf(a.prefix).length)[0]
  return match
    ? { mask: match.mask, unknownPrefix: false }
    : { mask: openPhoneMask, unknownPrefix: phoneCodes.length > 0 }
}

/**
 * What the user types or pastes into an empty field, read as an international number: «+» starts
 * one with its own country code, `8…` is the Russian trunk prefix and becomes +7, `7…` is the
 * country code itself, and any other first digit starts a Russian number without its code.
 * Idempotent, as imask may prepare the same text twice.
 */
export function normalisePhoneStart(text: string): string {
  const start = text.trimStart()
  const first = start.charAt(0)
  if (first === '' || first === '+' || first === '7' || !/\d/.test(first)) return start
  if (first === '8') return `7${start.slice(1)}`
  return `7${start}`
}

/**
 * A mask from app data with every digit (country code included) made an input slot, so the
 * number typed or pasted fills it from its first digit and nothing is fixed to +7.
 */
export const inputPattern = (mask: string) => mask.replace(/[#\d]/g, '0')

/**
 * A stored number (`+79990000001`) shown in the mask its prefix picks from app data
 * (`+7(999)000 00 01`), the way the phone fields show it; a number that fits no known mask
 * exactly is shown as it came.
 */
export function formatPhoneByMask(
  phone: string,
  phoneCodes: readonly PhoneCode[],
  fallback = defaultPhoneMask,
): string {
  const digits = digitsOf(phone)
  const { mask } = resolvePhoneMask(digits, phoneCodes, fallback)
  if (mask === openPhoneMask || digits.length !== digitsInMask(mask)) {
    return phone.trim()
  }
  let next = 0
  let shown = ''
  for (const char of mask) {
    if (char === '#' || /\d/.test(char)) {
      const digit = digits.charAt(next++)
      // A fixed digit of the mask must be the number's own.
      if (char !== '#' && char !== digit) return phone.trim()
      shown += digit
    } else {
      shown += char
    }
  }
  return shown
}
