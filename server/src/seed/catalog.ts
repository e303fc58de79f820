import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import {
  aggregations,
  arrivals,
  crossGroups,
  marks,
  nodes,
  nomenclatures,
  pageMeta,
  partFits,
  partStocks,
  parts,
  searchQueries,
  truckModels,
  warranties,
} from '../db/schema/index.ts'
import { bulkInsert } from './bulk-insert.ts'
import { popularQueries } from './catalog-data.ts'
import { generateCatalog } from './catalog-generate.ts'
import { pageMetaSeed } from './page-meta.ts'
import { generatePartExtras } from './part-extras.ts'

/** Fills the catalogue: 5,000 parts for the demo, 100,000+ for benchmarks (scripts/seed.ts). */
export async function seedCatalog(db: Database, options: { parts?: number } = {}) {
  const rows = generateCatalog({ parts: options.parts ?? 5000 })
  const extras = generatePartExtras(rows)
  await db.transaction(async (tx) => {
    await bulkInsert(tx, marks, rows.marks)
    await bulkInsert(tx, truckModels, rows.truckModels)
    await bulkInsert(tx, nodes, rows.nodes)
    await bulkInsert(tx, nomenclatures, rows.nomenclatures)
    await bulkInsert(tx, aggregations, rows.aggregations)
    await bulkInsert(tx, arrivals, rows.arrivals)
    await bulkInsert(tx, crossGroups, rows.crossGroups)
    // The facet counts and the words are counted once at the end: kept batch by batch, each
    // count of a few thousand would be rewritten once per batch in this one transaction
    // (migrations 0015, 0017, 0019).
    const keptOnce = ['part_search_inserted', 'part_search_updated', 'part_search_deleted']
    // The counts per truck model likewise, once part_fits is filled too (migration 0036).
    const perModel = [
      ['part_search', 'part_search_fit_inserted'],
      ['part_fits', 'part_fits_inserted'],
    ] as const
    const triggers = async (on: 'enable' | 'disable') => {
      for (const trigger of keptOnce) {
        await tx.execute(sql.raw(`alter table part_search ${on} trigger ${trigger}`))
      }
      for (const [table, trigger] of perModel) {
        await tx.execute(sql.raw(`alter table ${table} ${on} trigger ${trigger}`))
      }
    }
    await triggers('disable')
    await bulkInsert(tx, parts, rows.parts)
    await bulkInsert(tx, partFits, extras.fits)
    await triggers('enable')
    await tx.execute(sql`select part_facet_counts_recount()`)
    await tx.execute(sql`select part_words_rebuild()`)
    await tx.execute(sql`select part_model_counts_recount()`)
    await bulkInsert(tx, warranties, rows.warranties)
    await bulkInsert(tx, partStocks, extras.stocks)
    await bulkInsert(tx, pageMeta, pageMetaSeed)
    await bulkInsert(
      tx,
      searchQueries,
      popularQueries.map(([query, count]) => ({ query, count })),
    )
  })
  // Fresh statistics (without them the planner guesses row counts 20× wrong), and the search
  // index's pending list merged: autovacuum may be off, and a long pending list is read on
  // every search.
  await db.execute(sql`vacuum analyze`)
  return { parts: rows.parts.length, crossGroups: rows.crossGroups.length }
}
