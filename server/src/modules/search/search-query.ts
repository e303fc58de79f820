import { looksLikeArticle, normalizeArticle } from '../parts/article.ts'
import { derivedOnce } from '../shared/derived-once.ts'
import { corrections, typoMinLength, withinOneEdit } from './typo.ts'

/** A make with every name shoppers type for it (title and aliases). */
export interface MakeNames {
  slug: string
  names: string[]
}

/** What the catalogue knows that a query is read against. */
export interface QueryContext {
  makes: MakeNames[]
  /** Words of part names, makes and models, lowercase, for the one forgiven typo. */
  vocabulary: readonly string[]
}

/**
 * A shopper's query as search reads it (docs/product.md#search): makes it names filter, the
 * rest matches words (each with its typo alternatives) and articles (normalised, by prefix).
 */
export interface ParsedQuery {
  marks: string[]
  words: string[][]
  articles: string[]
  /** The query as one normalised article: an exact hit comes first. */
  exact: string | null
}

const maxWords = 8

/** Words shoppers put before an article («арт. 20514372», «артикул …»): no part's name. */
const articleMarkers = new Set(['арт', 'артикул', 'art'])

const wordsOf = (text: string) =>
  (
    text
      .toLowerCase()
      .replaceAll('ё', 'е')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 32)

interface MakeName {
  slug: string
  words: string[]
}

/** The makes' names as words, longest first. */
const makeNames = derivedOnce((makes: MakeNames[]): MakeName[] =>
  makes
    .flatMap((make) => make.names.map((name) => ({ slug: make.slug, words: wordsOf(name) })))
    .filter((name) => name.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length),
)

/** Finds the makes in a list of words: the longest name first, one typo forgiven in long ones. */
function takeMakes(words: string[], makes: MakeNames[]): { marks: string[]; rest: string[] } {
  const names = makeNames(makes)
  const marks = new Set<string>()
  const rest: string[] = []
  let i = 0
  while (i < words.length) {
    const word = words[i] ?? ''
    const exact = names.find((name) => name.words.every((w, k) => words[i + k] === w))
    const near =
      exact ??
      (word.length >= typoMinLength
        ? names.find(
            (name) =>
              name.words.length === 1 &&
              (name.words[0]?.length ?? 0) >= typoMinLength &&
              withinOneEdit(word, name.words[0] ?? ''),
          )
        : undefined)
    if (near) {
      marks.add(near.slug)
      i += exact ? exact.words.length : 1
    } else {
      rest.push(word)
      i += 1
    }
  }
  return { marks: [...marks], rest }
}

export function parseQuery(text: string, context: QueryContext): ParsedQuery {
  const trimmed = text.trim()
  const chunks = trimmed.split(/\s+/).filter((chunk) => /[\p{L}\p{N}]/u.test(chunk))
  // «A 003 420», «81.50601-6070», «БУ-003664»: the whole query is one article.
  const wholeArticle =
    looksLikeArticle(trimmed) && chunks.every((chunk) => /\d/.test(chunk) || chunk.length <= 2)
  if (wholeArticle) {
    const article = normalizeArticle(trimmed)
    return { marks: [], words: [], articles: [article.toLowerCase()], exact: article }
  }
  const articleChunks = chunks.filter((chunk) => /\d/.test(chunk))
  const articles = articleChunks
    .map((chunk) => normalizeArticle(chunk).toLowerCase())
    .filter((article) => article.length > 0)
  const plain = chunks
    .filter((chunk) => !/\d/.test(chunk))
    .flatMap(wordsOf)
    .filter((word) => articleChunks.length === 0 || !articleMarkers.has(word))
  const { marks, rest } = takeMakes(plain, context.makes)
  const words = rest
    .slice(0, maxWords)
    .map((word) => [word, ...corrections(word, context.vocabulary)])
  const only = articleChunks.length === 1 ? normalizeArticle(articleChunks[0] ?? '') : ''
  return { marks, words, articles, exact: only.length >= 3 ? only : null }
}

/** Prefixes this short match too many words to look up in the search index (selectiveTerm). */
export const shortPrefix = 3

/** Nothing left to match by text (the query named only makes, or nothing at all). */
export const hasText = (query: ParsedQuery) => query.words.length + query.articles.length > 0

/**
 * `to_tsquery` texts: words for the `russian` configuration (forms and prefixes), articles for
 * `simple`. No weight labels: which words a part is matched on (its own, or its node's and
 * group's too) is the vector the query is read against (text-match.ts), so the index answers
 * without rechecking each row's weights.
 */
export function tsQueryTexts(query: ParsedQuery) {
  const words = query.words.map((alternatives) =>
    alternatives.length === 1
      ? `${alternatives[0]}:*`
      : `(${alternatives.map((word) => `${word}:*`).join(' | ')})`,
  )
  const articles = query.articles.map((article) => `${article}:*`)
  return {
    words: words.length > 0 ? words.join(' & ') : null,
    articles: articles.length > 0 ? articles.join(' & ') : null,
  }
}

/**
 * The one term of a query of several the search index should look up, when another is a
 * prefix of a letter or two («помпа к»: «к» expands to every word starting with it, at a
 * million parts a list as long as the catalogue): the term whose shortest spelling is
 * longest. The rest are checked on the rows it finds. Null when every term is worth looking
 * up (or there is one).
 */
export function selectiveTerm(query: ParsedQuery): ParsedQuery | null {
  const terms = [
    ...query.words.map((alternatives) => ({ words: [alternatives], articles: [] as string[] })),
    ...query.articles.map((article) => ({ words: [] as string[][], articles: [article] })),
  ]
  const shortest = (term: (typeof terms)[number]) =>
    Math.min(...[...(term.words[0] ?? []), ...term.articles].map((text) => text.length))
  if (terms.length < 2 || terms.every((term) => shortest(term) >= shortPrefix)) return null
  const best = terms.reduce((a, b) => (shortest(b) > shortest(a) ? b : a))
  if (shortest(best) < shortPrefix) return null
  return { ...query, ...best }
}
