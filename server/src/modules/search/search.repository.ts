import { asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/database.ts'
import { aggregations, marks, nodes, nomenclatures, parts } from '../../db/schema/index.ts'
import { looksLikeArticle, normalizeArticle } from '../parts/article.ts'
import {
  type FacetName,
  ftsDocument,
  type PartFilter,
  partConditions,
  toPrefixTsQuery,
} from '../parts/part-filter.ts'
import type { PartSort } from '../parts/search-params.ts'

export interface FacetCount {
  slug: string
  title: string
  count: number
}

/** Facets with many values (part names) keep only their most frequent ones. */
const facetLimit = 60

export function createSearchRepository(db: Database) {
  function orderFor(filter: PartFilter, sort: PartSort): SQL[] {
    if (sort === 'price_asc') return [asc(parts.price), asc(parts.id)]
    if (sort === 'price_desc') return [desc(parts.price), asc(parts.id)]
    if (sort === 'title') return [asc(parts.title), asc(parts.id)]
    const order: SQL[] = []
    const text = filter.text?.trim() ?? ''
    // An exact article hit first, then the best full-text rank, then what sells.
    if (looksLikeArticle(text)) {
      order.push(desc(sql`${parts.articleNormalized} = ${normalizeArticle(text)}`))
    }
    const tsQuery = toPrefixTsQuery(text)
    if (tsQuery) order.push(desc(sql`ts_rank(${ftsDocument}, to_tsquery('russian', ${tsQuery}))`))
    order.push(desc(parts.popularity), asc(parts.id))
    return order
  }

  return {
    async findParts(
      filter: PartFilter,
      options: { sort: PartSort; limit: number; offset: number },
    ) {
      const where = partConditions(filter)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(parts)
          .where(where)
          .orderBy(...orderFor(filter, options.sort))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ count: sql<number>`count(*)::int` }).from(parts).where(where),
      ])
      return { rows, total: total?.count ?? 0 }
    },

    /** Counts per facet value under every other active filter (a facet does not narrow itself). */
    async facets(filter: PartFilter): Promise<Record<FacetName, FacetCount[]>> {
      const count = sql<number>`count(*)::int`
      const grouped = (
        table: typeof marks | typeof nodes | typeof nomenclatures,
        column: AnyPgColumn,
        name: FacetName,
      ) =>
        db
          .select({ slug: table.slug, title: table.title, count })
          .from(parts)
          .innerJoin(table, sql`${table.id} = ${column}`)
          .where(partConditions(filter, name))
          .groupBy(table.slug, table.title)
          .orderBy(desc(count), asc(table.title))
          .limit(facetLimit)
      const [markRows, nodeRows, nomenclatureRows, aggregationRows, conditionRows] =
        await Promise.all([
          grouped(marks, parts.markId, 'marks'),
          grouped(nodes, parts.nodeId, 'nodes'),
          grouped(nomenclatures, parts.nomenclatureId, 'nomenclatures'),
          db
            .select({ slug: aggregations.slug, title: aggregations.title, count })
            .from(parts)
            .innerJoin(aggregations, eq(aggregations.id, parts.aggregationId))
            .where(partConditions(filter, 'aggregations'))
            .groupBy(aggregations.slug, aggregations.title, aggregations.sort)
            .orderBy(asc(aggregations.sort)),
          db
            .select({ used: parts.isNotNew, count })
            .from(parts)
            .where(partConditions(filter, 'condition'))
            .groupBy(parts.isNotNew),
        ])
      return {
        marks: markRows,
        nodes: nodeRows,
        nomenclatures: nomenclatureRows,
        aggregations: aggregationRows,
        condition: conditionRows.map((row) => ({
          slug: row.used ? 'used' : 'new',
          title: '',
          count: row.count,
        })),
      }
    },
  }
}

export type SearchRepository = ReturnType<typeof createSearchRepository>
