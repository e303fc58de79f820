import { asc, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { warranties } from '../../db/schema/index.ts'
import type { WarrantyRow } from './present-part.ts'

export function createWarrantiesRepository(db: Database) {
  return {
    async warrantiesFor(partIds: string[]): Promise<Map<string, WarrantyRow[]>> {
      const byPart = new Map<string, WarrantyRow[]>()
      if (partIds.length === 0) return byPart
      const rows = await db
        .select()
        .from(warranties)
        .where(inArray(warranties.partId, partIds))
        .orderBy(asc(warranties.months))
      for (const row of rows) byPart.set(row.partId, [...(byPart.get(row.partId) ?? []), row])
      return byPart
    },
  }
}

export type WarrantiesRepository = ReturnType<typeof createWarrantiesRepository>
