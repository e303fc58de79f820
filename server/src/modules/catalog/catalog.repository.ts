import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
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
        .orderBy(asc(parts.price))
      return { group, members }
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
