import { httpUrl } from '../shared/setting-readers.ts'

/** Third-party services the shop is told about in /api/data (and the CSP lets in). */
export interface AppSettings {
  /**
   * Yandex Metrika counter (METRIKA_COUNTER_ID, digits), handed to the shop in /api/data; the
   * CSP then allows mc.yandex.ru. Empty: no counter, no script.
   */
  metrikaCounterId: string
  /** Public Yandex Maps JS API key (MAPS_API_KEY); empty: no map, and the CSP stays 'self'. */
  mapsApiKey: string
  /**
   * The call-tracking service the shop posts to on start-up (CALL_TRACKING_URL, an absolute
   * http(s) address); empty: none. Its origin joins the CSP's connect-src.
   */
  callTrackingUrl: string
}

function metrikaCounterIdFrom(value: string | undefined): string {
  const trimmed = value?.trim() ?? ''
  if (trimmed && !/^[1-9]\d{0,11}$/.test(trimmed)) {
    throw new Error(`METRIKA_COUNTER_ID "${trimmed}" is not a Yandex Metrika counter number`)
  }
  return trimmed
}

export function appSettingsFrom(env: NodeJS.ProcessEnv): AppSettings {
  return {
    mapsApiKey: env.MAPS_API_KEY?.trim() ?? '',
    metrikaCounterId: metrikaCounterIdFrom(env.METRIKA_COUNTER_ID),
    callTrackingUrl: httpUrl('CALL_TRACKING_URL', env.CALL_TRACKING_URL),
  }
}
