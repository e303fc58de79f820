import { mapErrors } from './map-errors.ts'
import type {
  LngLat,
  MapEntity,
  MapInstance,
  MapLayer,
  YMapLocationRequest,
  Ymaps3Api,
} from './ymaps-api.ts'

/** A created map with the entities its children attach to. */
export interface MapRuntime {
  api: Ymaps3Api
  map: MapInstance | undefined
  /** The features layer: markers need it as their parent. */
  root: MapEntity | undefined
  destroy(): void
  /** True once the map is gone: children leaving afterwards have nothing to detach from. */
  isDestroyed(): boolean
}

export interface MapSettings {
  location: YMapLocationRequest
  layers?: readonly MapLayer[]
}

export const defaultLayers: readonly MapLayer[] = ['scheme', 'features']

/** Creates the map in `container` with its layers; the features layer becomes the children's root. */
export function createMapRuntime(
  api: Ymaps3Api,
  container: HTMLElement,
  { location, layers = defaultLayers }: MapSettings,
): MapRuntime {
  const map = new api.YMap(container, { location })
  let root: MapEntity | undefined
  for (const layer of layers) {
    if (layer === 'scheme') map.addChild(new api.YMapDefaultSchemeLayer({}))
    if (layer === 'satellite' && api.YMapDefaultSatelliteLayer)
      map.addChild(new api.YMapDefaultSatelliteLayer({}))
    if (layer === 'features') {
      root = new api.YMapDefaultFeaturesLayer({})
      map.addChild(root)
    }
  }
  let destroyed = false
  return {
    api,
    map,
    root,
    destroy: () => {
      if (destroyed) return
      destroyed = true
      map.destroy()
    },
    isDestroyed: () => destroyed,
  }
}

export interface ChildSetup {
  /** Children such as markers live on the features layer and fail without it. */
  needsRoot?: boolean
}

/**
 * Runs a child's set-up against the map: refuses misuse with the map-errors messages, and logs and
 * rethrows whatever the set-up itself throws.
 */
export function setupMapChild<T>(
  runtime: MapRuntime | null | undefined,
  { needsRoot = false }: ChildSetup,
  setup: (runtime: MapRuntime & { map: MapInstance }) => T,
  log: (message: string, error: unknown) => void = (message, error) =>
    console.error(message, error),
): T {
  if (!runtime) throw new Error(mapErrors.outsideRuntime)
  const { map } = runtime
  if (!map) throw new Error(mapErrors.mapUndefined)
  if (needsRoot && !runtime.root) throw new Error(mapErrors.rootUndefined)
  try {
    return setup({ ...runtime, map })
  } catch (error) {
    log(mapErrors.childFailed, error)
    throw error
  }
}

export interface MarkerSettings {
  coordinates?: LngLat | readonly number[] | null
  /** Inline style of the marker element; anything but a plain object is ignored. */
  style?: unknown
}

function isLngLat(value: unknown): value is LngLat {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    value.slice(0, 2).every((n) => typeof n === 'number' && Number.isFinite(n))
  )
}

/** Validates a marker's settings and styles its element; returns the coordinates to place it at. */
export function prepareMarker(
  settings: MarkerSettings,
  element: HTMLElement,
  warn: (message: string) => void = (message) => console.warn(message),
): LngLat {
  if (!isLngLat(settings.coordinates)) throw new Error(mapErrors.markerCoordinates)
  const { style } = settings
  if (style !== undefined && style !== null) {
    if (typeof style === 'object' && !Array.isArray(style)) Object.assign(element.style, style)
    else warn(mapErrors.markerStyle)
  }
  const [lng, lat] = settings.coordinates
  return [lng, lat] as LngLat
}

/** Adds a marker to the map; returns its removal. */
export function addMarker(
  runtime: MapRuntime | null | undefined,
  settings: MarkerSettings,
  element: HTMLElement,
): () => void {
  return setupMapChild(runtime, { needsRoot: true }, ({ api, map, isDestroyed }) => {
    const coordinates = prepareMarker(settings, element)
    const marker = new api.YMapMarker({ coordinates }, element)
    map.addChild(marker)
    return () => {
      // The map may be destroyed before its markers' cleanups run when the page leaves.
      if (!isDestroyed()) map.removeChild(marker)
    }
  })
}
