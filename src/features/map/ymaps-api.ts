import type { LngLat, YMapLocationRequest, YMapMarkerProps, YMapProps } from '@yandex/ymaps3-types'

/**
 * The part of the `ymaps3` global this feature uses. Typed from `@yandex/ymaps3-types`, kept
 * narrow so tests can supply a small fake global.
 */
export type MapEntity = object

export interface MapInstance {
  addChild(child: MapEntity): unknown
  removeChild(child: MapEntity): unknown
  destroy(): void
}

export interface Ymaps3Api {
  ready: Promise<unknown>
  YMap: new (root: HTMLElement, props: YMapProps) => MapInstance
  YMapDefaultSchemeLayer: new (props: Record<string, unknown>) => MapEntity
  YMapDefaultFeaturesLayer: new (props: Record<string, unknown>) => MapEntity
  YMapDefaultSatelliteLayer?: new (props: Record<string, unknown>) => MapEntity
  YMapMarker: new (props: YMapMarkerProps, element?: HTMLElement) => MapEntity
}

export type { LngLat, YMapLocationRequest }

export const mapLayers = ['scheme', 'satellite', 'features'] as const
export type MapLayer = (typeof mapLayers)[number]
