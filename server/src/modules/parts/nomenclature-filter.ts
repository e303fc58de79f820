import { and, inArray, or, type SQL, sql } from 'drizzle-orm'
import { nomenclatures } from '../../db/schema/index.ts'
import { escapeLike } from './like.ts'

/** Words of a query as a prefix tsquery: `колодка торм` → `колодка:* & торм:*`. */
function toPrefixTsQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null
}

/** Which part names a menu or a suggest list shows: of some nodes, makes, units, or by text. */
export function nomenclatureConditions(filter: {
  nodeIds?: string[]
  markSlugs?: string[]
  nodeSlugs?: string[]
  aggregationSlugs?: string[]
  markId?: string
  truckModelId?: string
  text?: string
}): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.nodeIds?.length) conditions.push(inArray(nomenclatures.nodeId, filter.nodeIds))
  if (filter.nodeSlugs?.length) {
    conditions.push(
      inArray(nomenclatures.nodeId, sql`(select id from nodes where slug in ${filter.nodeSlugs})`),
    )
  }
  const text = filter.text?.trim().toLowerCase()
  if (text) {
    // Substring for typing in progress, Russian morphology for whole words (колодка → Колодки).
    // The tsquery is made once (a sub-select): in a prepared statement's generic plan
    // `to_tsquery('russian', $1)` was parsed again for every part name the substring missed,
    // and a query of stop words («по») sent the client a NOTICE each time (~190 a keystroke).
    const tsQuery = toPrefixTsQuery(text)
    const substring = sql`lower(${nomenclatures.title}) like ${`%${escapeLike(text)}%`}`
    conditions.push(
      tsQuery
        ? (or(
            substring,
            sql`to_tsvector('russian', ${nomenclatures.title}) @@ (select to_tsquery('russian', ${tsQuery}))`,
          ) ?? substring)
        : substring,
    )
  }
  const partConditions: SQL[] = [sql`p.removed_at is null`]
  if (filter.markId) partConditions.push(sql`p.mark_id = ${filter.markId}`)
  if (filter.truckModelId) partConditions.push(sql`p.truck_model_id = ${filter.truckModelId}`)
  if (filter.markSlugs?.length) {
    partConditions.push(sql`p.mark_id in (select id from marks where slug in ${filter.markSlugs})`)
  }
  if (filter.aggregationSlugs?.length) {
    partConditions.push(
      sql`p.aggregation_id in (select id from aggregations where slug in ${filter.aggregationSlugs})`,
    )
  }
  if (partConditions.length > 1) {
    conditions.push(
      sql`exists (select 1 from parts p where p.nomenclature_id = ${nomenclatures.id} and ${sql.join(partConditions, sql` and `)})`,
    )
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}
