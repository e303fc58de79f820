import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { onSale } from '../parts/part-filter.ts'
import { readEvery, refreshedEvery } from '../shared/read-every.ts'
import { russianStem } from './russian-stem.ts'
import type { ParsedQuery } from './search-query.ts'
import { candidateCount, walkDepthFor } from './suggest-candidates.ts'
import { inStockThenPopular } from './text-match.ts'

/** How long a window is used before it is read again. */
const keepMs = 60_000

/**
 * The entries suggest's walk reads (suggest-candidates.ts): the first `depth` parts on sale in
 * stock-then-popularity order, as the lexemes of their own vectors and their make, indexed by
 * lexeme. A keystroke counts its matches here before its statement runs, so the statement
 * walks only when the walk will find its candidates: a walk that finds too few reads every
 * entry and then asks the search index after all, the slowest keystrokes there are («фильтр
 * ма», «81.5»: a common word's share of the parts, but not of the popular ones).
 */
export interface WalkWindow {
  /** The walk depth it was read for. */
  depth: number
  /** Its entries (fewer than `depth` in a small catalogue). */
  size: number
  /** Every lexeme of the entries, sorted: the lexemes a prefix begins are a run. */
  lexemes: string[]
  /** The positions holding each lexeme, ascending. */
  postings: Int32Array[]
  /** Each position's make (its id). */
  makes: (string | null)[]
  /** Make ids by slug. */
  makeIds: ReadonlyMap<string, string>
  /** The `russian` configuration's stop words of up to `stopWordLength` letters. */
  stopWords: ReadonlySet<string>
}

export interface WindowEntry {
  lexemes: string[]
  makeId: string | null
}

export function windowOf(
  entries: WindowEntry[],
  depth: number,
  makeIds: ReadonlyMap<string, string>,
  stopWords: ReadonlySet<string> = new Set(),
): WalkWindow {
  const positions = new Map<string, number[]>()
  entries.forEach((entry, position) => {
    for (const lexeme of entry.lexemes) {
      const list = positions.get(lexeme)
      if (list) list.push(position)
      else positions.set(lexeme, [position])
    }
  })
  const lexemes = [...positions.keys()].sort()
  return {
    depth,
    size: entries.length,
    lexemes,
    postings: lexemes.map((lexeme) => Int32Array.from(positions.get(lexeme) ?? [])),
    makes: entries.map((entry) => entry.makeId),
    makeIds,
    stopWords,
  }
}

/**
 * The query's terms as the lexeme prefixes that satisfy each (its spellings): words stemmed as
 * the `russian` configuration stems them, articles as the `simple` one keeps them (search-query
 * `tsQueryTexts`). A stop word is dropped from its term as PostgreSQL drops it, and a term left
 * with no spelling with it. A term that cannot be told here — a Latin word (the English
 * stemmer) — is left out too: every term must match, so leaving one out only counts more, and
 * a count too high only walks, as without a window.
 */
export function termPrefixes(query: ParsedQuery, stopWords: ReadonlySet<string>): string[][] {
  const words = query.words.flatMap((spellings) => {
    const kept = spellings.filter((spelling) => !stopWords.has(spelling))
    const stems = kept.map(russianStem)
    return kept.length > 0 && stems.every((stem) => stem !== null) ? [stems as string[]] : []
  })
  return [...words, ...query.articles.map((article) => [article])]
}

/** The first index of `sorted` not below `prefix`. */
function lowerBound(sorted: string[], prefix: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((sorted[middle] ?? '') < prefix) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * How many of the window's entries the query matches (its makes filter as in the walk),
 * counted up to `needed`.
 */
export function matchesWithin(window: WalkWindow, query: ParsedQuery, needed: number): number {
  const terms = termPrefixes(query, window.stopWords)
  // Each entry's count of terms met so far: a term moves it on only from the previous count,
  // so an entry with two lexemes of one term counts once.
  const met = new Uint8Array(window.size)
  terms.forEach((spellings, term) => {
    for (const prefix of spellings) {
      for (let i = lowerBound(window.lexemes, prefix); i < window.lexemes.length; i++) {
        if (!window.lexemes[i]?.startsWith(prefix)) break
        for (const position of window.postings[i] ?? []) {
          if (met[position] === term) met[position] = term + 1
        }
      }
    }
  })
  const makes = query.marks.length
    ? new Set(query.marks.flatMap((slug) => window.makeIds.get(slug) ?? []))
    : null
  let found = 0
  for (let position = 0; position < window.size && found < needed; position++) {
    if (met[position] !== terms.length) continue
    if (makes && !makes.has(window.makes[position] ?? '')) continue
    found += 1
  }
  return found
}

/** Whether the walk finds its candidates for a query; null when the window does not tell. */
export function walkFinds(window: WalkWindow | null, query: ParsedQuery, depth: number) {
  if (!window || window.depth !== depth) return null
  return matchesWithin(window, query, candidateCount) >= candidateCount
}

/**
 * Stop words are asked of the database (its list depends on its configuration), among every
 * Cyrillic word this short: «к», «по», «для», «под» are typed in front of parts' names; a
 * longer one («после», «через») is counted as a word, which at worst asks the search index
 * for what the walk would have found.
 */
const stopWordLength = 3

const letters = [...'абвгдежзийклмнопрстуфхцчшщъыьэюя']

/** Every Cyrillic word of one to `length` letters. */
function shortWords(length: number): string[] {
  const words: string[] = []
  let last = ['']
  for (let size = 1; size <= length; size++) {
    last = last.flatMap((start) => letters.map((letter) => start + letter))
    words.push(...last)
  }
  return words
}

/**
 * The walk's window, read once a minute for the catalogue's walk depth; a keystroke while it
 * is read again counts on the one before.
 */
export function createWalkWindow(
  db: Database,
  partsOnSale: () => Promise<number>,
  now: () => number = Date.now,
) {
  // Once: the list changes only with the database's configuration.
  const stopWords = readEvery(Number.POSITIVE_INFINITY, async () => {
    const [row] = rowsOf<{ words: string[] | null }>(
      await db.execute(sql`select array_agg(w) as words
        from unnest(string_to_array(${shortWords(stopWordLength).join(' ')}, ' ')) w
        where to_tsvector('russian', w) = ''::tsvector`),
    )
    return new Set(row?.words ?? [])
  })
  const read = async (): Promise<WalkWindow> => {
    const depth = walkDepthFor(await partsOnSale())
    const entries = rowsOf<WindowEntry>(
      await db.execute(sql`select tsvector_to_array(own_vector) as lexemes, mark_id as "makeId"
        from part_search where ${onSale} order by ${inStockThenPopular} limit ${depth}`),
    )
    const makes = rowsOf<{ id: string; slug: string }>(
      await db.execute(sql`select id, slug from marks`),
    )
    const makeIds = new Map(makes.map((make) => [make.slug, make.id]))
    return windowOf(entries, depth, makeIds, await stopWords())
  }
  return { window: refreshedEvery(keepMs, read, now) }
}
