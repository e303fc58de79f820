import { createContext } from 'react'
import type { MapRuntime } from '../../map-runtime.ts'

/** Present inside <YandexMap>; `runtime` is undefined until the map has been created. */
export const MapRuntimeContext = createContext<{ runtime: MapRuntime | undefined } | null>(null)
