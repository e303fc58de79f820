import { derivedOnce } from '../shared/derived-once.ts'
import { russianStem } from './russian-stem.ts'

/**
 * Whether two words are at most one edit apart (insert, delete, substitute or swap two
 * neighbours): the one typo search forgives in words of five letters or more.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const diff = a.length - b.length
  if (diff > 1 || diff < -1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (diff === 0) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    // Two neighbours swapped: «фильрт» for «фильтр».
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return diff > 0 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** Words shorter than this are taken as typed. */
export const typoMinLength = 5

/** The vocabulary's Russian stems. */
const vocabularyStems = derivedOnce((vocabulary: readonly string[]) =>
  vocabulary.flatMap((known) => russianStem(known) ?? []),
)

/**
 * Whether a word finds known words as the database reads it: as typed, or by its stem
 * («колодка» reaches «колодки»: both are «колодк»), so it has no typo to forgive.
 */
function reachesKnown(word: string, vocabulary: readonly string[]): boolean {
  if (vocabulary.some((known) => known.startsWith(word))) return true
  const stem = russianStem(word)
  return stem !== null && vocabularyStems(vocabulary).some((known) => known.startsWith(stem))
}

/**
 * Known words one typo away from `word` (whole, or as the start of a longer word being typed),
 * at most `limit` of them; none when the word is known or too short.
 */
export function corrections(word: string, vocabulary: readonly string[], limit = 4): string[] {
  if (word.length < typoMinLength) return []
  if (reachesKnown(word, vocabulary)) return []
  const found: string[] = []
  for (const known of vocabulary) {
    if (known.length < typoMinLength) continue
    const whole = withinOneEdit(word, known)
    const started = known.length > word.length && withinOneEdit(word, known.slice(0, word.length))
    if (whole || started) found.push(known)
    if (found.length >= limit) break
  }
  return found
}
