import { type ReactNode, useContext, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { mapErrors } from '../../map-errors.ts'
import { addMarker } from '../../map-runtime.ts'
import type { LngLat } from '../../ymaps-api.ts'
import { MapRuntimeContext } from '../YandexMap/map-context.ts'
import * as styles from './MapMarker.css.ts'

export interface MapMarkerProps {
  coordinates: LngLat | readonly [number, number]
  /** The accessible name of the marker button. */
  label: string
  /** Shown above the marker when it is pressed. */
  popup?: ReactNode
  style?: Record<string, string>
}

/** A marker of the surrounding <YandexMap>; its content is React rendered into the marker element. */
export function MapMarker({ coordinates, label, popup, style }: MapMarkerProps) {
  const context = useContext(MapRuntimeContext)
  if (!context) throw new Error(mapErrors.outsideRuntime)
  const { runtime } = context
  const [element] = useState(() => document.createElement('div'))
  const [open, setOpen] = useState(false)
  const [lng, lat] = coordinates
  const styleKey = JSON.stringify(style ?? null)

  useEffect(() => {
    if (!runtime) return
    const markerStyle = JSON.parse(styleKey) as Record<string, string> | null
    return addMarker(runtime, { coordinates: [lng, lat], style: markerStyle }, element)
  }, [runtime, lng, lat, styleKey, element])

  return createPortal(
    <div className={styles.marker}>
      {open && popup && <div className={styles.popup}>{popup}</div>}
      <button
        type="button"
        className={styles.pin}
        aria-label={label}
        aria-expanded={popup ? open : undefined}
        onClick={() => setOpen((value) => !value)}
      />
    </div>,
    element,
  )
}
