/**
 * The SMS login code (docs/product.md#login-by-sms-code): its length, which the code field's
 * mask, the login machine, the server's check and the OpenAPI `SmsCode` pattern all follow, and
 * how soon a new code may be sent.
 */

/** Digits in a login code. */
export const SMS_CODE_LENGTH = 4

/**
 * Seconds between two sends to one phone: the server's setting default. The shop counts down
 * from the server's `resend_after` answer, never from this number.
 */
export const SMS_RESEND_AFTER_SECONDS = 60

/** A whole code: exactly the code's length in digits (the OpenAPI `SmsCode` pattern). */
export const smsCodePattern = new RegExp(`^[0-9]{${SMS_CODE_LENGTH}}$`)

export function isSmsCode(code: string): boolean {
  return smsCodePattern.test(code)
}

/** What typing leaves of a code: only digits, at most the code's length. */
export function normaliseSmsCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH)
}
