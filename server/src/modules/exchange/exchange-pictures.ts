import fs from 'node:fs'
import path from 'node:path'
import type { ExchangeImagesRepository, StoredImage } from './exchange-images.repository.ts'

const imageTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
}

/** A picture's type by its name; null for a name that is not a picture the shop serves. */
export const pictureType = (name: string): string | null =>
  imageTypes[path.extname(name).toLowerCase()] ?? null

/**
 * The path under /1c_images/ of a picture 1C names (`import_files\b7\….png`), or null when it
 * climbs out of the exchange's folder or is no picture.
 */
export function picturePath(name: string): string | null {
  const relative = path.posix.normalize(name.replaceAll('\\', '/')).replace(/^\/+/, '')
  if (relative.startsWith('..') || relative.includes('\u0000') || !pictureType(relative))
    return null
  return relative
}

/**
 * Where 1C's pictures are published: the database (exchange_images), read by every process.
 * Pictures earlier imports wrote to a process's `EXCHANGE_DIR/images` (`legacyDir`) still
 * count: read from there once, they move into the database.
 */
export function createPictureStore(deps: { images: ExchangeImagesRepository; legacyDir: string }) {
  async function fromLegacy(relative: string): Promise<StoredImage | null> {
    const type = pictureType(relative)
    if (!type) return null
    const body = await fs.promises.readFile(path.join(deps.legacyDir, relative)).catch(() => null)
    if (!body) return null
    await deps.images.put(relative, body, type)
    return deps.images.get(relative)
  }

  return {
    /**
     * Publishes the picture `relative` from the exchange's folder `sourceDir`; true when it is
     * published (now or by an earlier exchange: 1C may name a picture it does not send again).
     */
    async publish(relative: string, sourceDir: string): Promise<boolean> {
      const type = pictureType(relative)
      if (!type) return false
      const body = await fs.promises.readFile(path.join(sourceDir, relative)).catch(() => null)
      if (body) {
        await deps.images.put(relative, body, type)
        return true
      }
      return (await deps.images.has(relative)) || (await fromLegacy(relative)) !== null
    },

    /** The picture served at /1c_images/<relative>, or null. */
    async read(relative: string): Promise<StoredImage | null> {
      return (await deps.images.get(relative)) ?? (await fromLegacy(relative))
    },
  }
}

export type PictureStore = ReturnType<typeof createPictureStore>
