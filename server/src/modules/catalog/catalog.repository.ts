import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { payablePriceSql } from '../../db/payable-price-sql.ts'
import { rowsOf } from '../../db/rows-of.ts'
import {
  aggregations,
  crossGroups,
  marks,
  nodes,
  nomenclatures,
  parts,
  truckModels,
} from '../../db/schema/index.ts'
import { nomenclatureConditions } from '../parts/nomenclature-filter.ts'
import type { PartRow } from '../parts/present-part.ts'

export function createCatalogRepository(db: Database) {
  return {
    marks: () => db.select().from(marks).orderBy(asc(marks.sort)),
    nodes: () => db.select().from(nodes).orderBy(asc(nodes.sort)),
    aggregations: () => db.select().from(aggregations).orderBy(asc(aggregations.sort)),
    /** Marks that have at least one dismantled truck. */
    arrivalMarks: () =>
      db
        .select({ title: marks.title, slug: marks.slug })
        .from(marks)
        .where(sql`exists (select 1 from arrivals a where a.mark_id = ${marks.id})`)
        .orderBy(asc(marks.sort)),

    /** Part names, optionally of some nodes, only those sold for a make/model, or matching text. */
    async nomenclatures(filter: {
      nodeIds?: string[]
      markSlugs?: string[]
      nodeSlugs?: string[]
      aggregationSlugs?: string[]
      markId?: string
      truckModelId?: string
      text?: string
      limit?: number
      offset?: number
    }) {
      const where = nomenclatureConditions(filter)
      const rows = await db
        .select({
          id: nomenclatures.id,
          nodeId: nomenclatures.nodeId,
          title: nomenclatures.title,
          slug: nomenclatures.slug,
        })
        .from(nomenclatures)
        .where(where)
        .orderBy(asc(nomenclatures.title))
        .limit(filter.limit ?? 10_000)
        .offset(filter.offset ?? 0)
      return rows
    },

    async countNomenclatures(filter: { text?: string }) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(nomenclatures)
        .where(nomenclatureConditions(filter))
      return row?.count ?? 0
    },

    async nodeBySlug(slug: string) {
      const [row] = await db.select().from(nodes).where(eq(nodes.slug, slug)).limit(1)
      return row ?? null
    },

    async partBySlug(slug: string) {
      const [row] = await db
        .select({ part: parts, mark: marks, node: nodes, model: truckModels, group: crossGroups })
        .from(parts)
        .innerJoin(marks, eq(marks.id, parts.markId))
        .innerJoin(nodes, eq(nodes.id, parts.nodeId))
        .leftJoin(truckModels, eq(truckModels.id, parts.truckModelId))
        .leftJoin(crossGroups, eq(crossGroups.id, parts.crossGroupId))
        // A part 1C deleted has no page any more (404); orders keep their lines.
        .where(and(eq(parts.slug, slug), isNull(parts.removedAt)))
        .limit(1)
      return row ?? null
    },

    async crossGroupBySlug(slug: string) {
      const [group] = await db.select().from(crossGroups).where(eq(crossGroups.slug, slug)).limit(1)
      if (!group) return null
      const members: PartRow[] = await db
        .select()
        .from(parts)
        .where(and(eq(parts.crossGroupId, group.id), isNull(parts.removedAt)))
        // Cheapest first, by the price each costs (@gruzovik/rules).
        .orderBy(asc(payablePriceSql(parts)), asc(parts.id))
      return { group, members }
    },

    /** Stock per branch (part_stocks, filled by the 1C exchange and the demo seed). */
    async branchStocks(partId: string) {
      const result = await db.execute(sql`
        select branch, quantity from part_stocks where part_id = ${partId} and quantity > 0`)
      return rowsOf<{ branch: string; quantity: number }>(result)
    },

    /** The models a part fits: its own model and those of part_fits, by make and model order. */
    async fitsOf(partId: string) {
      const result = await db.execute(sql`
        select tm.title, tm.slug, tm.years, m.title as mark_title, m.slug as mark_slug
        from truck_models tm join marks m on m.id = tm.mark_id
        where tm.id = (select truck_model_id from parts where id = ${partId})
          or tm.id in (select truck_model_id from part_fits where part_id = ${partId})
        order by m.sort, tm.sort, tm.title`)
      return rowsOf<{
        title: string
        slug: string
        years: string
        mark_title: string
        mark_slug: string
      }>(result)
    },

    /** The dismantled truck a used part came from, with the number of its parts on sale. */
    async donorOf(arrivalId: string) {
      const result = await db.execute(sql`
        select a.title, a.slug, a.year, a.mileage_km, tm.slug as model_slug,
          (select count(*)::int from parts p where p.arrival_id = a.id and p.removed_at is null)
            as parts_count
        from arrivals a join truck_models tm on tm.id = a.truck_model_id
        where a.id = ${arrivalId}`)
      const [row] = rowsOf<{
        title: string
        slug: string
        year: number
        mileage_km: number
        model_slug: string
        parts_count: number
      }>(result)
      return row ?? null
    },

    /** What one catalogue path segment names: a make, node, part name, unit or truck model. */
    async resolveSegment(slug: string) {
      const result = await db.execute(sql`
        select 'mark' as kind, title from marks where slug = ${slug}
        union all select 'node', title from nodes where slug = ${slug}
        union all select 'aggregation', title from aggregations where slug = ${slug}
        union all select 'nomenclature', title from nomenclatures where slug = ${slug}
        union all select 'model', title from truck_models where slug = ${slug}
        limit 1`)
      const [row] = rowsOf<{ kind: SegmentKind; title: string }>(result)
      return row ?? null
    },
  }
}

export type SegmentKind = 'mark' | 'node' | 'aggregation' | 'nomenclature' | 'model'

export type CatalogRepository = ReturnType<typeof createCatalogRepository>
