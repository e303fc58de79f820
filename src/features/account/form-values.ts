import { ApiError } from '../../api/errors.ts'

export type FormValues = Record<string, string>
export type FormErrors = Record<string, string>

/** Required fields left blank (after trimming) get the "fill in" message. */
export function missingFields(
  required: readonly string[],
  values: FormValues,
  message: string,
): FormErrors {
  const errors: FormErrors = {}
  for (const name of required) if (!(values[name] ?? '').trim()) errors[name] = message
  return errors
}

/** A 422's first message per field goes under the field; other failures have none. */
export function serverFieldErrors(error: unknown): FormErrors {
  return error instanceof ApiError ? error.fieldErrors : {}
}

/** A blank optional field is sent as null, a filled one trimmed. */
export function optional(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim()
  return trimmed === '' ? null : trimmed
}
