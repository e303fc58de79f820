import { postCallTracking } from '../../api/call-tracking.ts'
import { isRecord } from '../stores/persisted.ts'
import type { PhoneStore } from '../stores/phone-store.ts'

export interface CallTrackingOptions {
  /** `env.call_tracking_url`; nothing is sent when it is empty or not an http(s) address. */
  endpoint: string | null | undefined
  /** The page the visitor landed on and where they came from. */
  url: string
  referrer: string
  store: PhoneStore
  fetchImpl?: typeof fetch
  log?: (message: string, error?: unknown) => void
}

export function callTrackingEndpoint(value: string | null | undefined): string | null {
  if (!value?.trim()) return null
  try {
    const parsed = new URL(value.trim())
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

/**
 * docs/product.md#call-tracking: POST url, referrer and call_tracking_key to the configured
 * call-tracking service and show the numbers it assigns (`data.phones`, keyed by `html_class`)
 * under its `data.client_key`.
 *
 * The request itself is src/api's (without our headers: it is an outside address).
 * Returns whether the phones were replaced; failures are logged and leave the numbers as they were.
 */
export async function trackCalls({
  endpoint,
  url,
  referrer,
  store,
  fetchImpl = globalThis.fetch,
  log = (message, error) => console.error(message, error),
}: CallTrackingOptions): Promise<boolean> {
  const target = callTrackingEndpoint(endpoint)
  if (!target) return false
  try {
    const answer = await postCallTracking(
      target,
      { url, referrer, call_tracking_key: store.getSnapshot().callTrackingKey },
      fetchImpl,
    )
    if (!answer.ok) {
      log(`[call tracking] HTTP ${answer.status}`)
      return false
    }
    const body = answer.body
    if (!isRecord(body) || !body.status || !isRecord(body.data)) {
      log('[call tracking] Unexpected answer', body)
      return false
    }
    const phones = Array.isArray(body.data.phones) ? body.data.phones : []
    const key = typeof body.data.client_key === 'string' ? body.data.client_key : null
    store.replace(phones, key)
    return true
  } catch (error) {
    log('[call tracking] Request failed', error)
    return false
  }
}
