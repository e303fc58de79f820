import type { visualCatalogText } from '../../content/catalog.ts'

export type ZoneNode = keyof typeof visualCatalogText.nodes

/** A clickable part of the drawn truck (viewBox 0 0 800 360, cab on the left). */
export type TruckZone =
  | { node: ZoneNode; shape: 'rect'; x: number; y: number; width: number; height: number }
  | { node: ZoneNode; shape: 'circle'; cx: number; cy: number; r: number }
  | { node: ZoneNode; shape: 'polygon'; points: string }

/** Zones do not overlap, so every node can be hit by pointer and reached by Tab in reading order. */
export const truckZones: readonly TruckZone[] = [
  { node: 'kabina', shape: 'polygon', points: '40,62 72,30 240,30 250,42 250,192 40,192' },
  { node: 'vyhlopnaya-sistema', shape: 'rect', x: 258, y: 38, width: 18, height: 154 },
  { node: 'sistema-ohlazhdeniya', shape: 'rect', x: 26, y: 198, width: 62, height: 40 },
  { node: 'tormoznaya-sistema', shape: 'circle', cx: 140, cy: 290, r: 48 },
  { node: 'dvigatel', shape: 'rect', x: 196, y: 198, width: 108, height: 62 },
  { node: 'rulevoe-upravlenie', shape: 'rect', x: 196, y: 266, width: 60, height: 30 },
  { node: 'transmissiya', shape: 'rect', x: 310, y: 204, width: 80, height: 46 },
  { node: 'toplivnaya-sistema', shape: 'rect', x: 398, y: 212, width: 118, height: 52 },
  { node: 'elektrooborudovanie', shape: 'rect', x: 522, y: 200, width: 38, height: 40 },
  { node: 'podveska', shape: 'rect', x: 546, y: 244, width: 214, height: 96 },
]

export function findVisualModel<T extends { slug: string }>(models: readonly T[], slug: string) {
  return models.find((model) => model.slug === slug) ?? null
}
