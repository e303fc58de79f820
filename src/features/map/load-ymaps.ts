import { MapUnavailableError } from './map-errors.ts'
import type { Ymaps3Api } from './ymaps-api.ts'

/** How long the map may take before the address list is shown instead. */
export const mapWaitMs = 5000

export const mapsScriptHost = 'https://api-maps.yandex.ru'

export function mapsScriptUrl(apiKey: string, lang = 'ru_RU') {
  const query = new URLSearchParams({ apikey: apiKey, lang })
  return `${mapsScriptHost}/v3/?${query}`
}

export interface LoadYmapsOptions {
  apiKey: string | null | undefined
  lang?: string
  timeoutMs?: number
  scope?: { ymaps3?: unknown }
  /** Puts the script element into the page; tests collect it instead. */
  appendScript?: (script: HTMLScriptElement) => void
}

// One script element per address for the whole page, forgotten again when it fails.
const scripts = new Map<string, Promise<void>>()

function injectScript(append: (script: HTMLScriptElement) => void, src: string): Promise<void> {
  const known = scripts.get(src)
  if (known) return known
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      scripts.delete(src)
      reject(new MapUnavailableError('script-error'))
    }
    append(script)
  })
  scripts.set(src, loading)
  return loading
}

/**
 * Loads Yandex Maps JS API v3 with `lang=ru_RU` and the public key. Without a key nothing is
 * requested; a failed script, a missing API or a wait over `timeoutMs` reject with
 * `MapUnavailableError`, and the caller shows its fallback.
 */
export function loadYmaps3({
  apiKey,
  lang = 'ru_RU',
  timeoutMs = mapWaitMs,
  scope = globalThis as { ymaps3?: unknown },
  appendScript = (script) => document.head.append(script),
}: LoadYmapsOptions): Promise<Ymaps3Api> {
  const key = apiKey?.trim()
  if (!key) return Promise.reject(new MapUnavailableError('no-key'))

  const load = async () => {
    if (!scope.ymaps3) await injectScript(appendScript, mapsScriptUrl(key, lang))
    const api = scope.ymaps3 as Ymaps3Api | undefined
    if (!api || typeof api.YMap !== 'function') throw new MapUnavailableError('no-api')
    await api.ready
    return api
  }

  return new Promise<Ymaps3Api>((resolve, reject) => {
    const timer = setTimeout(() => reject(new MapUnavailableError('timeout')), timeoutMs)
    load().then(
      (api) => {
        clearTimeout(timer)
        resolve(api)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** For tests: forget the scripts injected so far. */
export function resetMapsScripts() {
  scripts.clear()
}
