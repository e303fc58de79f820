import type { CrossGroup, Part } from '../../api/parts.ts'

/** One picture of a part: its photo (from 1C), or the drawing of its type when it has none. */
export interface PartPicture {
  thumbnail: string
  large: string
  /** A photo of this very part; otherwise a drawing of what such a part is. */
  photo: boolean
}

type WithPictures = Pick<Part, 'images'> &
  Partial<Pick<Part, 'image'>> &
  Partial<Pick<Part | CrossGroup, 'illustration'>>

/**
 * The part's photos, the main one first when the API names it; without any, the drawing of
 * its type (docs/product.md#part-pictures). Empty only when the API gives neither.
 */
export function partPictures(part: WithPictures): PartPicture[] {
  const all = part.images.length ? part.images : part.image ? [part.image] : []
  const seen = new Set<string>()
  const photos = all
    .map(({ sizes }) => ({
      thumbnail: sizes.thumbnail,
      large: sizes.large ?? sizes.thumbnail,
      photo: true,
    }))
    .filter((image) => image.thumbnail && !seen.has(image.large) && seen.add(image.large))
  if (photos.length > 0 || !part.illustration) return photos
  return [{ thumbnail: part.illustration, large: part.illustration, photo: false }]
}

/** The picture a card or a line shows: the main photo, else the first, else the drawing. */
export function partThumbnail(part: WithPictures): PartPicture | null {
  const main = part.image?.sizes.thumbnail
  if (main) return { thumbnail: main, large: part.image?.sizes.large ?? main, photo: true }
  return partPictures(part)[0] ?? null
}
