/**
 * `read` at most once per `keepMs`: callers get the value read until it is older, and a read
 * that failed is forgotten, so the next call reads again.
 */
export function readEvery<T>(
  keepMs: number,
  read: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | null = null
  return () => {
    if (!cached || now() - cached.at > keepMs) {
      const value = read()
      cached = { at: now(), value }
      value.catch(() => {
        cached = null
      })
    }
    return cached.value
  }
}
