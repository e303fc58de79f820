import { LRUCache } from 'lru-cache'
import type { PartSearchEngine } from './search-engine.ts'

type Answer = Awaited<ReturnType<PartSearchEngine[keyof PartSearchEngine]>>

/**
 * The search engine with its answers kept a few seconds for everyone: shoppers type the same
 * makes and words («камаз», «фильтр масл»), each letter of a suggest is a query, and the answer
 * does not depend on who asks. A query asked again while its answer is being found waits for
 * that one (no stampede on a popular word). Stock shown may be `ttlMs` old; what can be
 * ordered is checked again by the order itself. `clear()` when the catalogue changes.
 */
export function keptSearchEngine(
  engine: PartSearchEngine,
  {
    ttlMs,
    maxEntries = 2000,
    now = () => performance.now(),
  }: { ttlMs: number; maxEntries?: number; now?: () => number },
): PartSearchEngine & { clear(): void } {
  if (ttlMs <= 0) return { ...engine, clear() {} }
  const answers = new LRUCache<string, Promise<Answer>>({
    max: maxEntries,
    ttl: ttlMs,
    // The clock is read on every get (no timer-based resolution), and tests can move it.
    ttlResolution: 0,
    perf: { now },
  })
  function kept<T extends Answer>(key: string, find: () => Promise<T>): Promise<T> {
    const known = answers.get(key)
    if (known) return known as Promise<T>
    const answer = find()
    answers.set(key, answer)
    // A failure is not kept: the next visitor asks the database again.
    answer.catch(() => {
      if (answers.get(key) === answer) answers.delete(key)
    })
    return answer
  }
  return {
    findPage: (filter, query, options) =>
      kept(JSON.stringify(['page', filter, query, options]), () =>
        engine.findPage(filter, query, options),
      ),
    bestMatches: (query, options) =>
      kept(JSON.stringify(['best', query, options]), () => engine.bestMatches(query, options)),
    clear: () => answers.clear(),
  }
}
