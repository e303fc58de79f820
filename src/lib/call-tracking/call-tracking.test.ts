import { describe, expect, it, vi } from 'vitest'
import { createPhoneStore } from '../stores/phone-store.ts'
import { callTrackingEndpoint, trackCalls } from './call-tracking.ts'

const spb = { phone_number: '+78123094517', html_class: 'phone_header_SPB' }

function answer(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }))
}

describe('call tracking', () => {
  it('sends nothing when no address is configured', async () => {
    const fetchImpl = vi.fn()
    const store = createPhoneStore(null, [spb])
    for (const endpoint of [undefined, '', '   ', 'not a url', 'javascript:alert(1)']) {
      expect(await trackCalls({ endpoint, url: 'u', referrer: '', store, fetchImpl })).toBe(false)
    }
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('posts url, referrer and the stored key, then shows the numbers it assigns', async () => {
    const store = createPhoneStore(null, [spb])
    store.replace([spb], 'old-key')
    const fetchImpl = answer({
      status: true,
      data: {
        client_key: 'new-key',
        phones: [{ phone_number: '+78125550011', html_class: 'phone_header_SPB ct' }],
      },
    })
    const done = await trackCalls({
      endpoint: 'https://ct.example.ru/api/phones',
      url: 'https://gruzovik.ru/catalog?utm_source=ya',
      referrer: 'https://ya.ru/',
      store,
      fetchImpl,
    })
    expect(done).toBe(true)
    const [target, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(target).toBe('https://ct.example.ru/api/phones')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      url: 'https://gruzovik.ru/catalog?utm_source=ya',
      referrer: 'https://ya.ru/',
      call_tracking_key: 'old-key',
    })
    expect(store.phoneFor('phone_header_SPB')?.phone_number).toBe('+78125550011')
    expect(store.getSnapshot().callTrackingKey).toBe('new-key')
  })

  it('a failed or malformed answer is logged and the numbers stay', async () => {
    const log = vi.fn()
    const cases = [
      answer({ status: true }, 500),
      answer({ status: false, data: { phones: [] } }),
      answer('nonsense'),
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    ]
    for (const fetchImpl of cases) {
      const store = createPhoneStore(null, [spb])
      const done = await trackCalls({
        endpoint: 'https://ct.example.ru',
        url: 'u',
        referrer: '',
        store,
        fetchImpl,
        log,
      })
      expect(done).toBe(false)
      expect(store.getSnapshot().phones).toEqual([spb])
    }
    expect(log).toHaveBeenCalledTimes(cases.length)
  })

  it('accepts only http and https addresses', () => {
    expect(callTrackingEndpoint(' https://ct.example.ru/x ')).toBe('https://ct.example.ru/x')
    expect(callTrackingEndpoint('ftp://ct.example.ru')).toBeNull()
  })
})
