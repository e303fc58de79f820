/// <reference path="./heic-decode.d.ts" />
import { type ClaimPhotoType, claimPhotoTypeOf } from '@gruzovik/rules'
import sharp from 'sharp'

/** The side of the page's copy of a photo, in pixels (the longer side). */
export const previewSide = 1280

export type PhotoCheck =
  | { ok: true; contentType: ClaimPhotoType; preview: Buffer | null }
  | { ok: false; reason: 'not_a_photo' | 'broken' }

/**
 * A photo as a claim keeps it: its type by its first bytes (a renamed program is not a photo)
 * and a JPEG copy at most `previewSide` px for the page, turned upright by its EXIF. A HEIC (an
 * iPhone's photo) is decoded by libheif in WebAssembly first: sharp's prebuilt libvips reads no
 * HEVC, and most browsers show no HEIC.
 */
export async function checkPhoto(body: Buffer): Promise<PhotoCheck> {
  const contentType = claimPhotoTypeOf(body)
  if (!contentType) return { ok: false, reason: 'not_a_photo' }
  try {
    const preview = await (contentType === 'image/heic'
      ? await heicPixels(body)
      : sharp(body, { failOn: 'error' }).rotate()
    )
      .resize(previewSide, previewSide, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
    return { ok: true, contentType, preview }
  } catch {
    return { ok: false, reason: 'broken' }
  }
}

/** A HEIC's first image as raw pixels for sharp (libheif turns it upright itself). */
async function heicPixels(body: Buffer) {
  // Loaded on the first HEIC only: the WebAssembly decoder is 2 MB that most processes never need.
  const { default: decode } = await import('heic-decode')
  const { width, height, data } = await decode({ buffer: new Uint8Array(body) })
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  })
}
