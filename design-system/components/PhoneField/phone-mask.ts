/** A country's phone code from app data: digits prefix and its imask pattern. */
export interface PhoneCode {
  prefix: string
  mask: string
}

/** The default phone mask. */
export const defaultPhoneMask = '+7(###)### ## ##'

/** `#` is not built into imask: it stands for one digit. */
export const phoneDefinitions = { '#': /[0-9]/ }

export const digitsOf = (text: string) => text.replace(/\D/g, '')

/**
 * Once the digits are longer than 4, the longest known prefix they start with picks the
 * mask; no match raises the error flag. Four digits or fewer keep the default mask, no error.
 */
export function resolvePhoneMask(
  digits: string,
  phoneCodes: readonly PhoneCode[],
  fallback = defaultPhoneMask,
): { mask: string; unknownPrefix: boolean } {
  if (digits.length <= 4) return { mask: fallback, unknownPrefix: false }
  const match = phoneCodes
    .filter((code) => code.prefix.length > 0 && digits.startsWith(digitsOf(code.prefix)))
    .sort((a, b) => digitsOf(b.prefix).length - digitsOf(a.prefix).length)[0]
  return match
    ? { mask: match.mask, unknownPrefix: false }
    : { mask: fallback, unknownPrefix: true }
}
