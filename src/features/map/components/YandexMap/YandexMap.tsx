import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { mapTexts } from '../../../../content/map.ts'
import { loadYmaps3, mapWaitMs } from '../../load-ymaps.ts'
import { MapUnavailableError } from '../../map-errors.ts'
import { createMapRuntime, type MapRuntime, type MapSettings } from '../../map-runtime.ts'
import type { MapLayer, YMapLocationRequest } from '../../ymaps-api.ts'
import { MapRuntimeContext } from './map-context.ts'
import * as styles from './YandexMap.css.ts'

export interface YandexMapProps {
  /** The public key from `env.maps_api_key`; without it no request goes to the maps host. */
  apiKey: string | null | undefined
  location: YMapLocationRequest
  width?: string
  height?: string
  layers?: readonly MapLayer[]
  cursorGrab?: boolean
  waitMs?: number
  /** Shown instead of a blank box when the map cannot load (no key, offline, timeout). */
  fallback: ReactNode
  children?: ReactNode
}

type Status = 'loading' | 'ready' | 'unavailable'

/** Yandex Maps JS API v3 map; children such as <MapMarker> attach to it once it is created. */
export function YandexMap({
  apiKey,
  location,
  width = '100%',
  height = '400px',
  layers,
  cursorGrab = false,
  waitMs = mapWaitMs,
  fallback,
  children,
}: YandexMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>(apiKey?.trim() ? 'loading' : 'unavailable')
  const [runtime, setRuntime] = useState<MapRuntime>()
  // The map is created once per key and settings; the serialised form keeps the effect stable.
  const settingsKey = JSON.stringify({ location, layers })

  useEffect(() => {
    let cancelled = false
    let created: MapRuntime | undefined
    setStatus(apiKey?.trim() ? 'loading' : 'unavailable')
    loadYmaps3({ apiKey, timeoutMs: waitMs })
      .then((api) => {
        const element = container.current
        if (cancelled || !element) return
        created = createMapRuntime(api, element, JSON.parse(settingsKey) as MapSettings)
        setRuntime(created)
        setStatus('ready')
      })
      .catch((error: unknown) => {
        if (cancelled) return
        if (!(error instanceof MapUnavailableError))
          console.error('[map] Failed to create the map', error)
        setStatus('unavailable')
      })
    return () => {
      cancelled = true
      setRuntime(undefined)
      created?.destroy()
    }
  }, [apiKey, waitMs, settingsKey])

  const context = useMemo(() => ({ runtime }), [runtime])

  if (status === 'unavailable') return <>{fallback}</>
  return (
    <section aria-label={mapTexts.region} className={styles.frame} style={{ width, height }}>
      <div ref={container} className={`${styles.canvas} ${cursorGrab ? styles.grab : ''}`} />
      {status === 'loading' && (
        <p role="status" className={styles.status}>
          {mapTexts.loading}
        </p>
      )}
      <MapRuntimeContext.Provider value={context}>{children}</MapRuntimeContext.Provider>
    </section>
  )
}
