import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { claimPhotos, claims } from '../../db/schema/index.ts'

/**
 * Claims' photos in the database (every process serves them): uploaded loose by their customer,
 * taken into a claim when it is filed, dropped when no claim took them.
 */
export function createClaimPhotosRepository(db: Database) {
  return {
    async photoIds(claimIds: string[]) {
      if (claimIds.length === 0) return new Map<string, string[]>()
      const rows = await db
        .select({ id: claimPhotos.id, claimId: claimPhotos.claimId })
        .from(claimPhotos)
        .where(inArray(claimPhotos.claimId, claimIds))
        .orderBy(asc(claimPhotos.position))
      const byClaim = new Map<string, string[]>()
      for (const row of rows) {
        if (row.claimId) byClaim.set(row.claimId, [...(byClaim.get(row.claimId) ?? []), row.id])
      }
      return byClaim
    },

    /** Photos uploaded before `cutoff` that no claim took (the buyer left the form). */
    async dropLoosePhotos(cutoff: Date) {
      const dropped = await db
        .delete(claimPhotos)
        .where(and(isNull(claimPhotos.claimId), lt(claimPhotos.createdAt, cutoff)))
        .returning({ id: claimPhotos.id })
      return dropped.length
    },

    async addPhoto(photo: {
      customerId: string
      contentType: string
      body: Buffer
      preview: Buffer | null
      now: Date
    }) {
      const [row] = await db
        .insert(claimPhotos)
        .values({ ...photo, size: photo.body.length, createdAt: photo.now })
        .returning({ id: claimPhotos.id })
      if (!row) throw new Error('photo not inserted')
      return row.id
    },

    /** A photo with whose it is: its uploader, and its claim's account and customer if filed. */
    async photo(id: string) {
      const [row] = await db
        .select({
          photo: claimPhotos,
          accountId: claims.accountId,
          claimCustomerId: claims.customerId,
        })
        .from(claimPhotos)
        .leftJoin(claims, eq(claims.id, claimPhotos.claimId))
        .where(eq(claimPhotos.id, id))
      return row ?? null
    },
  }
}
