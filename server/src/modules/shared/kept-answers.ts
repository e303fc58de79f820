import { LRUCache } from 'lru-cache'

/**
 * Answers that are the same for everyone who asks, kept `ttlMs` in memory (at most
 * `maxEntries`, least recently used first out). Asked again while it is being found, an answer
 * is waited for rather than found twice (no stampede on a popular word); a failure is not kept.
 * A time of 0 keeps nothing.
 */
export function createKeptAnswers({
  ttlMs,
  maxEntries = 2000,
  now = () => performance.now(),
}: {
  ttlMs: number
  maxEntries?: number
  now?: () => number
}) {
  const answers =
    ttlMs > 0
      ? new LRUCache<string, Promise<unknown>>({
          max: maxEntries,
          ttl: ttlMs,
          // The clock is read on every get (no timer-based resolution), and tests can move it.
          ttlResolution: 0,
          perf: { now },
        })
      : null
  const counts = { hits: 0, misses: 0 }
  return {
    kept<T>(key: readonly unknown[], find: () => Promise<T>): Promise<T> {
      if (!answers) return find()
      const id = JSON.stringify(key)
      const known = answers.get(id)
      if (known) {
        counts.hits++
        return known as Promise<T>
      }
      counts.misses++
      const answer = find()
      answers.set(id, answer)
      answer.catch(() => {
        if (answers.get(id) === answer) answers.delete(id)
      })
      return answer
    },
    /** Answers given again from memory and found anew since the start (none while off). */
    counts: (): Readonly<typeof counts> => ({ ...counts }),
    /** Forgets every answer (the catalogue changed). */
    clear() {
      answers?.clear()
    },
  }
}

export type KeptAnswers = ReturnType<typeof createKeptAnswers>
