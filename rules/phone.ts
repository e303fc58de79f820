/**
 * The lengths of a phone number and of its country code (docs/product.md#phone-masks): the phone
 * field's masks, the server's phone check, the seeded phone codes and the OpenAPI `Phone` and
 * `PhoneCode` schemas all follow them.
 */

/** Digits of an international number at most, country code included (E.164). */
export const PHONE_MAX_DIGITS = 15

/** Digits of a number the shop accepts at least, country code included: +7 and ten digits. */
export const PHONE_MIN_DIGITS = 11

/** A country code (a phone code's `prefix`) has one to three digits (E.164). */
export const COUNTRY_CODE_MAX_DIGITS = 3

/** A phone code's prefix as app data sends it: its country code's digits, no plus. */
export const countryCodePattern = new RegExp(`^[0-9]{1,${COUNTRY_CODE_MAX_DIGITS}}$`)

/** A phone code's mask: the plus and the country code, then `#` slots (one digit each) and the
 * characters of a masked number. */
export const phoneMaskPattern = new RegExp(`^\\+[0-9]{1,${COUNTRY_CODE_MAX_DIGITS}}[#0-9() -]+$`)

/** What a typed or shown number may hold: digits, the plus, brackets, spaces and hyphens. */
export const maskedPhonePattern = /^[+0-9() -]+$/

/**
 * How many digits a number taking this mask has: the mask's own digits (its country code) and
 * its `#` slots. `+375(##)###-##-##` takes 12.
 */
export function digitsInMask(mask: string): number {
  return mask.replace(/[^#0-9]/g, '').length
}
