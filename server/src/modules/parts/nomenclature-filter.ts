import { and, inArray, or, type SQL, sql } from 'drizzle-orm'
import { nomenclatures } from '../../db/schema/index.ts'
import { escapeLike } from './like.ts'

/** The words of a query: its runs of letters and digits. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/** Words of a query as a prefix tsquery: `колодка торм` → `колодка:* & торм:*`. */
function toPrefixTsQuery(words: string[]): string | null {
  const first = words.slice(0, 8)
  return first.length > 0 ? first.map((w) => `${w}:*`).join(' & ') : null
}

/** Trigrams need three letters or digits in a row: with fewer, the substring's index finds nothing. */
const trigramLength = 3

/**
 * The part names whose words begin with the query's. Typed text shorter than a trigram («ко»)
 * makes the trigram index hand over every name, and each was then checked against the words
 * by making its vector again (~180 names: 11 ms of PGlite's for «ко», against 3 ms so): then
 * the words are looked up on their own, through their index, in a sub-select.
 */
function byWords(tsQuery: string, words: string[]): SQL {
  const query = sql`(select to_tsquery('russian', ${tsQuery}))`
  return Math.max(0, ...words.map((word) => word.length)) < trigramLength
    ? sql`${nomenclatures.id} in (select n.id from nomenclatures n
        where to_tsvector('russian', n.title) @@ ${query})`
    : sql`to_tsvector('russian', ${nomenclatures.title}) @@ ${query}`
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
    const words = wordsOf(text)
    const tsQuery = toPrefixTsQuery(words)
    const substring = sql`lower(${nomenclatures.title}) like ${`%${escapeLike(text)}%`}`
    conditions.push(tsQuery ? (or(substring, byWords(tsQuery, words)) ?? substring) : substring)
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
