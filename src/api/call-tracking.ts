/** What the shop tells the call-tracking service about a visit (docs/product.md#call-tracking). */
export interface CallTrackingVisit {
  url: string
  referrer: string
  call_tracking_key: string | null
}

export type CallTrackingAnswer = { ok: true; body: unknown } | { ok: false; status: number }

/**
 * POSTs a visit to the configured call-tracking service. Not through the API client: the
 * service is an outside address, so it must not get our bearer token or Session header, nor
 * cookies. Network failures reject; the caller logs them.
 */
export async function postCallTracking(
  target: string,
  visit: CallTrackingVisit,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<CallTrackingAnswer> {
  const response = await fetchImpl(target, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(visit),
    credentials: 'omit',
  })
  if (!response.ok) return { ok: false, status: response.status }
  return { ok: true, body: await response.json() }
}
