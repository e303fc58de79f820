import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '@gruzovik/rules'

/**
 * A phone number as stored: digits only with the country code (`79990000001`).
 * Accepts the shop's masked forms (`+7(999)000 00 01`) and a Russian leading 8.
 * Returns null for anything that is not a whole number after cleaning (the phone lengths of
 * @gruzovik/rules; a Russian number may come without its 7).
 */
export function normalizePhone(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 40) return null
  if (/[^\d\s()+\-.]/.test(input)) return null
  let digits = input.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`
  if (digits.length === 10 && digits.startsWith('9')) digits = `7${digits}`
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS ? digits : null
}
