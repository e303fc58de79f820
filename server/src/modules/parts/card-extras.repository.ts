import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { toWarrantyRow, type WarrantyJson, type WarrantyRow } from './present-part.ts'
import { type ChosenTruck, fitsTruck } from './truck-fit.ts'

/** Which of `ids` (an SQL uuid array) fit the truck: the rule of truck-fit.ts over them at once. */
const fittingOf = (ids: string, truck: ChosenTruck) =>
  sql`coalesce((select json_agg(id) from parts where id = any(${ids}::uuid[]) and ${fitsTruck(truck)}), '[]'::json)`

/** What part cards carry beyond the part's own row: its warranties, and the chosen truck's mark. */
export function createCardExtrasRepository(db: Database) {
  return {
    /**
     * The parts' warranties (shortest first) and, given a truck, which of the parts fit it — one
     * statement, so marking a page for a chosen truck costs it no round trip of its own.
     */
    async extrasOf(
      partIds: string[],
      truck?: ChosenTruck,
    ): Promise<{ warranties: Map<string, WarrantyRow[]>; fitting: Set<string> }> {
      const warranties = new Map<string, WarrantyRow[]>()
      if (partIds.length === 0) return { warranties, fitting: new Set() }
      const ids = `{${partIds.join(',')}}`
      const [row] = rowsOf<{ warranties: WarrantyJson[]; fitting: string[] | null }>(
        await db.execute(sql`select
          coalesce((select json_agg(w order by w.months) from warranties w
            where w.part_id = any(${ids}::uuid[])), '[]'::json) as warranties,
          ${truck ? fittingOf(ids, truck) : sql`null::json`} as fitting`),
      )
      for (const json of row?.warranties ?? []) {
        const warranty = toWarrantyRow(json)
        warranties.set(warranty.partId, [...(warranties.get(warranty.partId) ?? []), warranty])
      }
      return { warranties, fitting: new Set(row?.fitting ?? []) }
    },

    /** Which of these parts fit the truck (suggest's products come with their warranties). */
    async fitting(partIds: string[], truck: ChosenTruck): Promise<Set<string>> {
      if (partIds.length === 0) return new Set()
      const [row] = rowsOf<{ fitting: string[] }>(
        await db.execute(sql`select ${fittingOf(`{${partIds.join(',')}}`, truck)} as fitting`),
      )
      return new Set(row?.fitting ?? [])
    },
  }
}

export type CardExtrasRepository = ReturnType<typeof createCardExtrasRepository>
