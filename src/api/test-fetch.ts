import { vi } from 'vitest'
import { type Credentials, createApiClient } from './client.ts'

/** A fake fetch answering every request with one JSON response, keeping the requests it saw. */
export function fakeFetch(status = 200, body: unknown = {}) {
  const requests: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    requests.push(input as Request)
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    const type = typeof body === 'string' ? 'text/html' : 'application/json'
    return new Response(text, { status, headers: { 'Content-Type': type } })
  })
  return { fetch, requests }
}

/** The real client over a fake fetch, as a guest (token null) or with a token. */
export function clientWith(fetch: typeof globalThis.fetch, token: string | null = null) {
  const credentials: Credentials = { token: () => token, sessionId: () => 'session-1' }
  return createApiClient('http://shop.test', credentials, fetch)
}
