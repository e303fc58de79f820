/** Developer-misuse messages of the map (docs/product.md#map). They are for developers, so they
 * stay English. */
export const mapErrors = {
  outsideRuntime: 'Map child set-up was run outside the map runtime: render it inside <YandexMap>',
  mapUndefined: 'Map is undefined: the map child was set up before the map was created',
  rootUndefined:
    'Map root is undefined: this map child needs its parent layer (add the "features" layer)',
  markerCoordinates: 'Marker coordinates must be specified in the marker settings',
  markerStyle: 'Marker style must be an object; the given style is ignored',
  childFailed: 'Failed to load a map child',
} as const

/** Why the map could not be shown; the page then shows the address list instead. */
export type MapUnavailableReason = 'no-key' | 'script-error' | 'timeout' | 'no-api'

export class MapUnavailableError extends Error {
  constructor(readonly reason: MapUnavailableReason) {
    super(`Yandex Maps is unavailable: ${reason}`)
    this.name = 'MapUnavailableError'
  }
}
