import type { ExchangeRepository, LogRow } from './exchange.repository.ts'
import type { ExchangeAnswer, ExchangeRequest } from './exchange-answer.ts'
import { exchangeLogTexts } from './messages.ts'

export type ExchangeLogger = (
  request: ExchangeRequest,
  answer: ExchangeAnswer,
  extra?: { counts?: Record<string, number>; message?: string },
) => Promise<void>

/** Writes what came and how it ended to exchange_log; `progress` answers are not kept. */
export function createExchangeLogger(
  exchange: ExchangeRepository,
  now: () => Date,
): ExchangeLogger {
  return (request, answer, extra = {}) => {
    const outcome = answer.kind === 'xml' ? 'success' : (answer.text.split('\n')[0] ?? '')
    if (outcome === 'progress') return Promise.resolve()
    return exchange.log({
      at: now(),
      sessionId: request.sessionId,
      type: request.type,
      mode: request.mode,
      filename: request.filename ?? null,
      outcome: outcome === 'failure' ? 'failure' : 'success',
      // checkauth's answer carries the session cookie: not for the log.
      message:
        request.mode === 'checkauth'
          ? null
          : (extra.message ??
            (answer.kind === 'text' ? answer.text.split('\n').slice(1).join(' ') || null : null)),
      counts: extra.counts ?? null,
    })
  }
}

const pad = (n: number) => String(n).padStart(2, '0')
const localTime = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`

/**
 * One entry as the operator reads it (`npm run exchange:log`, `/1c_exchange?mode=log`): when,
 * what came (type, mode, file), how it ended, what changed (counts in words) and why it failed.
 */
export function formatLogEntry(entry: LogRow): string {
  const texts = exchangeLogTexts
  const counts = Object.entries(entry.counts ?? {})
    .filter(([, n]) => n > 0)
    .map(([key, n]) => `${texts.counts[key as keyof typeof texts.counts] ?? key}: ${n}`)
  const lines = [
    [
      localTime(entry.at),
      `${entry.type}/${entry.mode}`,
      entry.filename ?? '',
      entry.outcome === 'failure' ? texts.failure : texts.success,
    ]
      .filter(Boolean)
      .join('  '),
  ]
  if (counts.length > 0) lines.push(`  ${texts.changed}: ${counts.join(', ')}`)
  else if (entry.counts) lines.push(`  ${texts.nothingChanged}`)
  for (const line of (entry.message ?? '').split('\n').filter(Boolean)) lines.push(`  ${line}`)
  return lines.join('\n')
}

/** The newest `limit` entries, oldest first, as text. */
export async function readableLog(exchange: ExchangeRepository, limit: number) {
  const rows = await exchange.recentLog(limit)
  return rows.length === 0 ? exchangeLogTexts.empty : rows.reverse().map(formatLogEntry).join('\n')
}
