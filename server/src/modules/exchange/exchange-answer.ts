import type { Readable } from 'node:stream'

export interface ExchangeRequest {
  type: string
  mode: string
  filename?: string | undefined
  sessionId: string | null
  body?: Readable | undefined
}

/** What 1C reads: plain text (`success`, `progress`, `failure\n…`) or the orders document. */
export type ExchangeAnswer =
  | {
      kind: 'text'
      text: string
      status?: number
      counts?: Record<string, number>
      /** For the log only (what was refused), not sent to 1C. */
      message?: string
    }
  | { kind: 'xml'; xml: Buffer }

export const text = (value: string, status?: number): ExchangeAnswer => ({
  kind: 'text',
  text: value,
  ...(status ? { status } : {}),
})

export const failure = (reason: string, status?: number) => text(`failure\n${reason}`, status)

/**
 * `success`, then what the import reports without failing (a price of an unknown type), one
 * line each: 1C takes the first line as the outcome and goes on; the rest is text for its
operator (the shop's exchange log keeps the same lines).
 */
export const success = (warnings?: string[] | string | null) => {
  const lines = typeof warnings === 'string' ? warnings.split('\n') : (warnings ?? [])
  return text(['success', ...lines.filter(Boolean)].join('\n'))
}
