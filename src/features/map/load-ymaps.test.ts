import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeYmaps } from './fake-ymaps.ts'
import { loadYmaps3, mapsScriptHost, mapsScriptUrl, resetMapsScripts } from './load-ymaps.ts'

// Scripts are collected here instead of the page: nothing is fetched in tests.
let appended: HTMLScriptElement[] = []
const appendScript = (script: HTMLScriptElement) => {
  appended.push(script)
}
const mapScripts = () => appended.filter((s) => s.src.startsWith(mapsScriptHost))

afterEach(() => {
  vi.useRealTimers()
  appended = []
  resetMapsScripts()
})

describe('loading Yandex Maps', () => {
  it('makes no request to the maps host without a key', async () => {
    await expect(loadYmaps3({ apiKey: '', scope: {}, appendScript })).rejects.toMatchObject({
      reason: 'no-key',
    })
    await expect(loadYmaps3({ apiKey: null, scope: {}, appendScript })).rejects.toMatchObject({
      reason: 'no-key',
    })
    expect(mapScripts()).toHaveLength(0)
  })

  it('loads the v3 script in Russian with the public key', () => {
    expect(mapsScriptUrl('abc-123')).toBe(
      'https://api-maps.yandex.ru/v3/?apikey=abc-123&lang=ru_RU',
    )
    void loadYmaps3({ apiKey: 'abc-123', scope: {}, timeoutMs: 10, appendScript }).catch(() => {})
    const [script] = mapScripts()
    expect(script?.src).toContain('lang=ru_RU')
    expect(script?.src).toContain('apikey=abc-123')
  })

  it('adds the script once for two maps', () => {
    void loadYmaps3({ apiKey: 'k', scope: {}, timeoutMs: 10, appendScript }).catch(() => {})
    void loadYmaps3({ apiKey: 'k', scope: {}, timeoutMs: 10, appendScript }).catch(() => {})
    expect(mapScripts()).toHaveLength(1)
  })

  it('uses an already loaded global and waits for it to be ready', async () => {
    const { api } = createFakeYmaps()
    await expect(loadYmaps3({ apiKey: 'k', scope: { ymaps3: api } })).resolves.toBe(api)
    expect(mapScripts()).toHaveLength(0)
  })

  it('gives up after the 5 second wait', async () => {
    vi.useFakeTimers()
    const { api } = createFakeYmaps(new Promise(() => {}))
    const loading = loadYmaps3({ apiKey: 'k', scope: { ymaps3: api } })
    const settled = vi.fn()
    loading.catch(settled)
    await vi.advanceTimersByTimeAsync(4999)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(loading).rejects.toMatchObject({ reason: 'timeout' })
  })

  it('reports a script that fails to load, and tries again next time', async () => {
    const loading = loadYmaps3({ apiKey: 'k', scope: {}, appendScript })
    mapScripts()[0]?.dispatchEvent(new Event('error'))
    await expect(loading).rejects.toMatchObject({ reason: 'script-error' })
    void loadYmaps3({ apiKey: 'k', scope: {}, timeoutMs: 10, appendScript }).catch(() => {})
    expect(mapScripts()).toHaveLength(2)
  })

  it('reports a script that loads without defining the API', async () => {
    const loading = loadYmaps3({ apiKey: 'k', scope: {}, appendScript })
    mapScripts()[0]?.dispatchEvent(new Event('load'))
    await expect(loading).rejects.toMatchObject({ reason: 'no-api' })
  })
})
