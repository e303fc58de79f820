import { LRUCache } from 'lru-cache'

/**
 * Answers that are the same for everyone who asks, kept `ttlMs` in memory (at most
 * `maxEntries`, least recently used first out). Asked again while it is being found, an answer
 * is waited for rather than found twice (no stampede on a popular word); a failure is not kept.
 * Past its time an answer is still given for `staleMs` while one search finds it anew in the
 * background (stale-while-revalidate): on a busy machine that search takes seconds, and
 * visitors of a popular word should not all wait on it on mere expiry. A refresh that fails
 * leaves the old answer until its stale time runs out; then the next visitor finds it as before.
 * A time of 0 keeps nothing.
 */
export function createKeptAnswers({
  ttlMs,
  staleMs = ttlMs,
  maxEntries = 2000,
  now = () => performance.now(),
}: {
  ttlMs: number
  staleMs?: number
  maxEntries?: number
  now?: () => number
}) {
  type Entry = { answer: Promise<unknown>; freshUntil: number }
  const answers =
    ttlMs > 0
      ? new LRUCache<string, Entry>({
          max: maxEntries,
          ttl: ttlMs + Math.max(0, staleMs),
          // The clock is read on every get (no timer-based resolution), and tests can move it.
          ttlResolution: 0,
          perf: { now },
        })
      : null
  const refreshing = new Map<string, symbol>()
  // Counts `clear`s: an answer found before one is not kept after it.
  let generation = 0
  const counts = { hits: 0, misses: 0 }

  function keep(id: string, answer: Promise<unknown>) {
    const entry = { answer, freshUntil: now() + ttlMs }
    answers?.set(id, entry)
    answer.catch(() => {
      if (answers?.peek(id) === entry) answers.delete(id)
    })
  }

  function refresh(id: string, find: () => Promise<unknown>) {
    if (refreshing.has(id)) return
    const mine = Symbol(id)
    refreshing.set(id, mine)
    const begun = generation
    find()
      .then(
        (value) => {
          if (generation === begun) keep(id, Promise.resolve(value))
        },
        () => {},
      )
      .finally(() => {
        if (refreshing.get(id) === mine) refreshing.delete(id)
      })
  }

  return {
    kept<T>(key: readonly unknown[], find: () => Promise<T>): Promise<T> {
      if (!answers) return find()
      const id = JSON.stringify(key)
      const known = answers.get(id)
      if (known) {
        counts.hits++
        if (known.freshUntil <= now()) refresh(id, find)
        return known.answer as Promise<T>
      }
      counts.misses++
      const answer = find()
      keep(id, answer)
      return answer
    },
    /** Answers given again from memory and found anew since the start (none while off). */
    counts: (): Readonly<typeof counts> => ({ ...counts }),
    /** Forgets every answer, stale ones too (the catalogue changed). */
    clear() {
      generation++
      answers?.clear()
      refreshing.clear()
    },
  }
}

export type KeptAnswers = ReturnType<typeof createKeptAnswers>
