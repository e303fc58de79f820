import { asc, count, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  aggregations,
  crossGroups,
  marks,
  nodes,
  nomenclatures,
  parts,
} from '../../db/schema/index.ts'

export interface SitemapRow {
  slug: string
  lastmod: Date | null
}

/** The rows behind the sitemaps, in slug order. */
export function createSitemapRepository(db: Database) {
  return {
    async partCount() {
      const [row] = await db.select({ n: count() }).from(parts).where(isNull(parts.removedAt))
      return Number(row?.n ?? 0)
    },

    /** One sitemap's worth of parts in slug order: at most 50,000 short rows. */
    async parts(offset: number, limit: number): Promise<SitemapRow[]> {
      return db
        .select({ slug: parts.slug, lastmod: parts.createdAt })
        .from(parts)
        .where(isNull(parts.removedAt))
        .orderBy(asc(parts.slug))
        .offset(offset)
        .limit(limit)
    },

    /** Catalogue pages: makes, nodes, part names, assembled units and cross groups. */
    async catalogue() {
      const slugs = (table: typeof marks | typeof nodes | typeof aggregations) =>
        db.select({ slug: table.slug }).from(table).orderBy(asc(table.slug))
      const [makes, vehicleNodes, units, names, groups] = await Promise.all([
        slugs(marks),
        slugs(nodes),
        slugs(aggregations),
        db
          .select({ slug: nomenclatures.slug })
          .from(nomenclatures)
          .orderBy(asc(nomenclatures.slug)),
        db.select({ slug: crossGroups.slug }).from(crossGroups).orderBy(asc(crossGroups.slug)),
      ])
      return { catalog: [...makes, ...vehicleNodes, ...units, ...names], crossGroups: groups }
    },
  }
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>
