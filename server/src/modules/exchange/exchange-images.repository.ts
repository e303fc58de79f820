import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { exchangeImages } from '../../db/schema/index.ts'

export interface StoredImage {
  body: Buffer
  contentType: string
  etag: string
}

/** The pictures 1C sent, in the database: every web process serves them (exchange_images). */
export function createExchangeImagesRepository(db: Database) {
  return {
    /** Keeps a picture (a new one, or new bytes under its path); its ETag is a hash of them. */
    async put(path: string, body: Buffer, contentType: string) {
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
      await db
        .insert(exchangeImages)
        .values({ path, body, contentType, etag })
        .onConflictDoUpdate({
          target: exchangeImages.path,
          set: { body, contentType, etag, updatedAt: sql`now()` },
          // The same bytes again (every full exchange sends them) write nothing.
          setWhere: sql`${exchangeImages.etag} <> excluded.etag`,
        })
    },

    async has(path: string): Promise<boolean> {
      const rows = await db
        .select({ path: exchangeImages.path })
        .from(exchangeImages)
        .where(eq(exchangeImages.path, path))
      return rows.length > 0
    },

    async get(path: string): Promise<StoredImage | null> {
      const [row] = await db
        .select({
          body: exchangeImages.body,
          contentType: exchangeImages.contentType,
          etag: exchangeImages.etag,
        })
        .from(exchangeImages)
        .where(eq(exchangeImages.path, path))
      return row ?? null
    },
  }
}

export type ExchangeImagesRepository = ReturnType<typeof createExchangeImagesRepository>
