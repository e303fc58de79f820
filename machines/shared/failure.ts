/**
 * A failed call as the machines receive it (docs/product.md#errors): plain data, never a
 * Response or an Error instance, so it survives snapshots and the inspector. The shop's actors
 * build it (src/lib/errors/describe-failure.ts); `message` and `nextStep` are already the
 * Russian sentences the user is shown, the machines only keep and pass them on.
 */
export const failureKinds = [
  'offline',
  'network',
  'timeout',
  'refused',
  'rejected',
  'unauthorised',
  'rateLimited',
  'unavailable',
] as const
export type FailureKind = (typeof failureKinds)[number]

export interface Failure {
  kind: FailureKind
  /** The HTTP status, 0 when no answer came. */
  status: number
  /** What happened, in Russian. */
  message: string
  /** What the user can do now, in Russian; empty when the message already says it. */
  nextStep: string
  /** The first server message per form field (docs/product.md#error-shape). */
  fieldErrors: Readonly<Record<string, string>>
}

export function isFailure(value: unknown): value is Failure {
  if (typeof value !== 'object' || value === null) return false
  const { kind, message } = value as Partial<Failure>
  return typeof message === 'string' && (failureKinds as readonly unknown[]).includes(kind ?? null)
}

/** A failure as the machines keep it; anything else a (test) actor threw becomes a network one. */
export function failureOf(error: unknown): Failure {
  if (isFailure(error)) return error
  return { kind: 'network', status: 0, message: '', nextStep: '', fieldErrors: {} }
}
