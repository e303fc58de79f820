import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { PaymentProviderError } from './payment-provider.ts'

export interface YookassaClientOptions {
  shopId: string
  secretKey: string
  apiUrl: string
  /** One request's time limit (default 10 s). */
  timeoutMs?: number
  /** Tries of one call, the first included (default 3). */
  attempts?: number
  /** Pause before the n-th retry: n × backoffMs (default 500 ms). */
  backoffMs?: number
  newKey?: () => string
}

/** An answer that says to retry: a timeout, a network error, 5xx, or 202 "still processing". */
class Retryable extends Error {}

/**
 * YooKassa's HTTP API (https://yookassa.ru/developers/api) over Node's fetch: Basic auth with the
 * shop id and secret key. A POST carries an Idempotence-Key made once per call: retries after a
 * timeout or 5xx repeat it, so YooKassa makes the payment once; a 4xx is final (the next call
 * gets a new key).
 */
export function createYookassaClient(options: YookassaClientOptions) {
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`
  const timeoutMs = options.timeoutMs ?? 10_000
  const attempts = options.attempts ?? 3
  const backoffMs = options.backoffMs ?? 500
  const newKey = options.newKey ?? randomUUID

  async function once(method: 'GET' | 'POST', path: string, body: unknown, key?: string) {
    let response: Response
    try {
      response = await fetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(key ? { 'idempotence-key': key, 'content-type': 'application/json' } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new Retryable(error instanceof Error ? error.message : String(error))
    }
    if (response.status >= 500 || response.status === 202) {
      await response.body?.cancel().catch(() => {})
      throw new Retryable(`HTTP ${response.status}`)
    }
    const text = await response.text().catch((error: unknown) => {
      throw new Retryable(error instanceof Error ? error.message : String(error))
    })
    if (!response.ok) {
      throw new PaymentProviderError(
        `YooKassa ${method} ${path}: HTTP ${response.status} ${text.slice(0, 500)}`,
      )
    }
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new PaymentProviderError(`YooKassa ${method} ${path}: the answer is not JSON`)
    }
  }

  /** `key`: a POST's Idempotence-Key when the caller keeps one (a refund's id); else a new one. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, givenKey?: string) {
    const key = method === 'POST' ? (givenKey ?? newKey()) : undefined
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(method, path, body, key)
      } catch (error) {
        if (!(error instanceof Retryable)) throw error
        if (attempt >= attempts) {
          throw new PaymentProviderError(
            `YooKassa ${method} ${path} failed ${attempts} times, last: ${error.message}`,
          )
        }
        await sleep(backoffMs * attempt)
      }
    }
  }

  return {
    createPayment: (body: unknown) => call('POST', '/payments', body),
    getPayment: (id: string) => call('GET', `/payments/${encodeURIComponent(id)}`),
    createRefund: (body: unknown, key: string) => call('POST', '/refunds', body, key),
    getRefund: (id: string) => call('GET', `/refunds/${encodeURIComponent(id)}`),
  }
}

export type YookassaClient = ReturnType<typeof createYookassaClient>
