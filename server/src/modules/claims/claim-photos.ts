import { type ClaimPhotoType, claimPhotoTypeOf } from '@gruzovik/rules'
import sharp from 'sharp'

/** The side of the page's copy of a photo, in pixels (the longer side). */
export const previewSide = 1280

export type PhotoCheck =
  | { ok: true; contentType: ClaimPhotoType; preview: Buffer | null }
  | { ok: false; reason: 'not_a_photo' | 'broken' }

/**
 * A photo as a claim keeps it: its type by its first bytes (a renamed program is not a photo)
 * and a JPEG copy at most `previewSide` px for the page, turned upright by its EXIF. HEIC has no
 * copy: sharp's prebuilt libvips reads no HEVC, so the file is served as it came.
 */
export async function checkPhoto(body: Buffer): Promise<PhotoCheck> {
  const contentType = claimPhotoTypeOf(body)
  if (!contentType) return { ok: false, reason: 'not_a_photo' }
  if (contentType === 'image/heic') return { ok: true, contentType, preview: null }
  try {
    const preview = await sharp(body, { failOn: 'error' })
      .rotate()
      .resize(previewSide, previewSide, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
    return { ok: true, contentType, preview }
  } catch {
    return { ok: false, reason: 'broken' }
  }
}
