/** Login form rules of spec 5 and 9, shared by the machine and the form. */

export const SMS_CODE_LENGTH = 4
export const RESEND_COUNTDOWN_SECONDS = 60

export type LoginMode = 'login' | 'registration'
export type LoginIntent = 'quick' | 'pay'
export type LoginField = 'name' | 'phone' | 'code'
export type LoginFieldErrors = Partial<Record<LoginField, string>>

/** Only digits, at most the code length (the code input is masked to 4 digits). */
export function normaliseCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH)
}

export function isCodeComplete(code: string): boolean {
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code)
}

/** Registration needs a name and a phone; login needs a phone. */
export function canRequestCode(form: { mode: LoginMode; name: string; phone: string }): boolean {
  const hasPhone = form.phone.replace(/\D/g, '').length > 0
  return form.mode === 'registration' ? hasPhone && form.name.trim().length > 0 : hasPhone
}

const FIELDS: readonly LoginField[] = ['name', 'phone', 'code']

/**
 * Server validation errors (spec 8): the `errors` map gives the first message per field. Reads
 * the error structurally, so it accepts whatever the API layer rejects with.
 */
export function fieldErrorsOf(error: unknown): LoginFieldErrors {
  if (typeof error !== 'object' || error === null || !('errors' in error)) return {}
  const map = (error as { errors: unknown }).errors
  if (typeof map !== 'object' || map === null) return {}
  const result: LoginFieldErrors = {}
  for (const field of FIELDS) {
    const value = (map as Record<string, unknown>)[field]
    const first = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string' && first.length > 0) result[field] = first
  }
  return result
}
