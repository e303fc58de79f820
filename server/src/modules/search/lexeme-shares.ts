import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { readEvery } from '../shared/read-every.ts'
import { russianStem } from './russian-stem.ts'
import type { ParsedQuery } from './search-query.ts'

/** How long the statistics are kept before they are read again. */
const keepMs = 60_000

/**
 * The most common words of the parts' own vectors and the share of parts holding each, as
 * ANALYZE samples them (pg_stats.most_common_elems): a few hundred lexemes, every one on more
 * than a fraction of a percent of the parts. A word not among them is on fewer.
 */
export interface LexemeStats {
  shares: ReadonlyMap<string, number>
}

/**
 * A Russian word reaches the lexemes its stem begins (russian-stem.ts). Latin words go through
 * the English stemmer there, which at most takes a few letters off.
 */
const englishStemmedOff = 3

/**
 * A prefix this short may begin thousands of different words or articles, none of them common
 * on its own (БУ-0… begins every used part's number): when it reaches no common lexeme, the
 * statistics cannot tell how many parts it matches.
 */
const unknowableLength = 4

/** Adds the common lexemes a typed word (stemmed as the database does) or article begins. */
function reached(stats: LexemeStats, typed: string, stemmed: boolean, into: Set<string>) {
  const stem = stemmed ? russianStem(typed) : null
  const prefix = stem ?? typed
  const latin = stemmed && stem === null
  for (const lexeme of stats.shares.keys()) {
    const stemOf =
      latin && typed.startsWith(lexeme) && typed.length - lexeme.length <= englishStemmedOff
    if (lexeme.startsWith(prefix) || stemOf) into.add(lexeme)
  }
}

const shareOf = (stats: LexemeStats, lexemes: Set<string>) =>
  Math.min(
    1,
    [...lexemes].reduce((sum, lexeme) => sum + (stats.shares.get(lexeme) ?? 0), 0),
  )

/**
 * An upper estimate of the share of parts a query's words and articles match: every term must
 * match, so it is at most the rarest term's share; a term's is the sum over the common
 * lexemes it reaches (0 when it reaches none: it is rare, unless it is short). Null when it
 * cannot be told: no statistics yet, or only short terms that reach no common lexeme.
 */
export function estimateShare(query: ParsedQuery, stats: LexemeStats | null): number | null {
  if (!stats || stats.shares.size === 0) return null
  const terms = [
    ...query.words.map((alternatives) => ({ spellings: alternatives, stemmed: true })),
    ...query.articles.map((article) => ({ spellings: [article], stemmed: false })),
  ]
  const shares: number[] = []
  for (const { spellings, stemmed } of terms) {
    const lexemes = new Set<string>()
    for (const spelling of spellings) reached(stats, spelling.toLowerCase(), stemmed, lexemes)
    const share = shareOf(stats, lexemes)
    const short = Math.min(...spellings.map((spelling) => spelling.length)) <= unknowableLength
    if (share > 0 || !short) shares.push(share)
  }
  return shares.length > 0 ? Math.min(...shares) : null
}

/** The own vectors' lexeme statistics, read once a minute (null before the first ANALYZE). */
export function createLexemeStats(db: Database, now: () => number = Date.now) {
  const read = async (): Promise<LexemeStats | null> => {
    const result = await db.execute(sql`select most_common_elems::text::text[] as lexemes,
        most_common_elem_freqs as shares
      from pg_stats
      where schemaname = current_schema() and tablename = 'part_search' and attname = 'own_vector'`)
    const [row] = rowsOf<{ lexemes: string[] | null; shares: number[] | null }>(result)
    if (!row?.lexemes || !row.shares) return null
    // The shares list ends with three figures of its own (least, greatest, null share).
    const shares = new Map(row.lexemes.map((lexeme, i) => [lexeme, row.shares?.[i] ?? 0]))
    return { shares }
  }
  return { stats: readEvery(keepMs, read, now) }
}
