import { digitsInMask } from '@gruzovik/rules'

/** A country the shop serves: its prefix (digits) and the mask its numbers take. */
export interface PhoneCode {
  prefix: string
  mask: string
}

/**
 * Premium-rate ranges inside a served country: an SMS there costs the shop money and reaches
 * no customer. Russian 8-09 numbers are the paid-information range.
 */
const premiumRanges = ['7809']

/**
 * Whether the shop sends SMS to this number: it starts with a served prefix (the longest wins)
 * and has exactly as many digits as that prefix's mask, outside premium ranges.
 */
export function isServedPhone(phone: string, codes: readonly PhoneCode[]): boolean {
  const code = [...codes]
    .filter((c) => phone.startsWith(c.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0]
  if (!code) return false
  if (premiumRanges.some((range) => phone.startsWith(range))) return false
  return phone.length === digitsInMask(code.mask)
}
