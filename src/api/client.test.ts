import { afterEach, describe, expect, it, vi } from 'vitest'
import { deleteCookie, writeCookie } from '../lib/cookies.ts'
import { describeFailure } from '../lib/errors/describe-failure.ts'
import { addCartItem } from './cart.ts'
import { cookieCredentials, createApiClient, ensureSessionId } from './client.ts'
import { searchParts } from './search.ts'
import { clientWith, fakeFetch } from './test-fetch.ts'

const cart = { uuid: '2d1c0b9a-8f7e-4d6c-9b5a-4f3e2d1c0b91', cart_products: [] }

function clearCookies() {
  for (const name of ['session_id', 'token']) deleteCookie(name)
}

describe('the API client', () => {
  afterEach(() => {
    clearCookies()
    vi.restoreAllMocks()
  })

  it('sends the bearer token and the session header when logged in', async () => {
    const { fetch, requests } = fakeFetch(200, cart)
    await addCartItem({ product_uuid: cart.uuid, quantity: 1 }, clientWith(fetch, 'tok-1'))
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1')
    expect(requests[0]?.headers.get('Session')).toBe('session-1')
  })

  it('sends no Authorization header without a token', async () => {
    const { fetch, requests } = fakeFetch(200, cart)
    await addCartItem({ product_uuid: cart.uuid, quantity: 2 }, clientWith(fetch))
    expect(requests[0]?.headers.has('Authorization')).toBe(false)
    expect(requests[0]?.headers.get('Session')).toBe('session-1')
    expect(await requests[0]?.json()).toEqual({ product_uuid: cart.uuid, quantity: 2 })
  })

  it('asks for the no-referrer-when-downgrade referrer policy', async () => {
    const { fetch, requests } = fakeFetch(200, cart)
    await addCartItem({ product_uuid: cart.uuid, quantity: 1 }, clientWith(fetch))
    expect(requests[0]?.referrerPolicy).toBe('no-referrer-when-downgrade')
  })

  it('writes query arrays as the shop URLs do: marks[]=man&marks[]=daf', async () => {
    const { fetch, requests } = fakeFetch(200, {})
    const query = { 'marks[]': ['man', 'daf'], 'nodes[]': ['dvigatel'], s: 'поршень', page: 2 }
    await searchParts(query, clientWith(fetch))
    const url = new URL(requests[0]?.url ?? '')
    expect(url.pathname).toBe('/api/search')
    expect(url.search).toContain('marks[]=man&marks[]=daf&nodes[]=dvigatel')
    expect(url.searchParams.getAll('marks[]')).toEqual(['man', 'daf'])
    expect(url.searchParams.get('s')).toBe('поршень')
    expect(url.searchParams.get('page')).toBe('2')
  })

  it('gives up on a call with no answer in time and tells the buyer so; an upload gets longer', async () => {
    const requests: Request[] = []
    // A server that never answers: only the request's own signal ends the wait.
    const hanging = (async (input: RequestInfo | URL) => {
      const request = input as Request
      requests.push(request)
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      )
    }) as typeof globalThis.fetch
    const credentials = { token: () => null, sessionId: () => 'session-1' }
    const client = createApiClient('http://shop.test', credentials, hanging, {
      callMs: 30,
      uploadMs: 400,
    })
    const started = Date.now()
    const failed = await searchParts({ s: 'поршень' }, client).catch((error: unknown) => error)
    expect(Date.now() - started).toBeLessThan(300)
    expect(describeFailure(failed, true)).toMatchObject({
      kind: 'timeout',
      message: 'Магазин не ответил вовремя.',
    })

    const upload = client.POST('/api/account/claim-photos', {
      body: new Blob([new Uint8Array(8)]) as never,
      bodySerializer: (body: unknown) => body as Blob,
      headers: { 'Content-Type': 'image/jpeg' },
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(requests[1]?.signal.aborted).toBe(false)
    await expect(upload).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('leaves empty filters out of the URL', async () => {
    const { fetch, requests } = fakeFetch(200, {})
    await searchParts({ 'marks[]': [] }, clientWith(fetch))
    expect(new URL(requests[0]?.url ?? '').search).toBe('')
  })
})

describe('cookie credentials', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    clearCookies()
  })

  it('creates a session id once and keeps it', () => {
    const first = ensureSessionId()
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(ensureSessionId()).toBe(first)
    expect(document.cookie).toContain(`session_id=${first}`)
  })

  it('writes a new session cookie for one year', () => {
    const written: string[] = []
    const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(document), 'cookie')
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value)
      descriptor?.set?.call(document, value)
    })
    const id = ensureSessionId()
    expect(written).toEqual([expect.stringContaining(`session_id=${id}`)])
    expect(written[0]).toContain('max-age=31536000')
  })

  it('reads the token cookie, or null without one', () => {
    expect(cookieCredentials.token()).toBeNull()
    writeCookie('token', 'abc')
    expect(cookieCredentials.token()).toBe('abc')
  })
})
