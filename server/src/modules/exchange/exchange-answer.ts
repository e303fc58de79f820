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
