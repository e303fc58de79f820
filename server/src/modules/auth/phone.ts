/**
 * A phone number as stored: digits only with the country code (`79990000001`).
 * Accepts the shop's masked forms (`+7(999)000 00 01`) and a Russian leading 8.
 * Returns null for anything that is not 10..15 digits after cleaning.
 */
export function normalizePhone(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 40) return null
  if (/[^\d\s()+\-.]/.test(input)) return null
  let digits = input.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`
  if (digits.length === 10 && digits.startsWith('9')) digits = `7${digits}`
  return digits.length >= 11 && digits.length <= 15 ? digits : null
}
