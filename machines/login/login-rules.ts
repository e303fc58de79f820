/** Login form rules (docs/product.md#login-by-sms-code), shared by the machine and the form.
 * The code itself (its length, what typing keeps) is the SMS code rule of @gruzovik/rules. */

export type LoginMode = 'login' | 'registration'
export type LoginIntent = 'quick' | 'pay'
export type LoginField = 'name' | 'phone' | 'code'
export type LoginFieldErrors = Partial<Record<LoginField, string>>

/** Registration needs a name and a phone; login needs a phone. */
export function canRequestCode(form: { mode: LoginMode; name: string; phone: string }): boolean {
  const hasPhone = form.phone.replace(/\D/g, '').length > 0
  return form.mode === 'registration' ? hasPhone && form.name.trim().length > 0 : hasPhone
}

/** The fields a code request still needs, in form order. */
export function missingFields(form: {
  mode: LoginMode
  name: string
  phone: string
}): LoginField[] {
  const missing: LoginField[] = []
  if (form.mode === 'registration' && form.name.trim().length === 0) missing.push('name')
  if (form.phone.replace(/\D/g, '').length === 0) missing.push('phone')
  return missing
}

const FIELDS: readonly LoginField[] = ['name', 'phone', 'code']

/**
 * Server validation errors (docs/product.md#error-shape) on the login form's fields: the first
 * message per field that the rejected call carries; other fields are ignored.
 */
export function fieldErrorsOf(error: unknown): LoginFieldErrors {
  if (!carriesFieldErrors(error)) return {}
  const result: LoginFieldErrors = {}
  for (const field of FIELDS) {
    const message = error.fieldErrors[field]
    if (typeof message === 'string' && message.length > 0) result[field] = message
  }
  return result
}

/**
 * What a failed call carries for a form (the shop's `ApiError`): the first message per field of
 * the contract's `Error.errors`.
 */
export interface FieldErrorsCarrier {
  fieldErrors: Readonly<Record<string, string | undefined>>
}

function carriesFieldErrors(error: unknown): error is FieldErrorsCarrier {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return false
  return typeof error.fieldErrors === 'object' && error.fieldErrors !== null
}
