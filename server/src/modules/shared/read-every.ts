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

/**
 * Like `readEvery`, but once a value is known no caller waits for the next read: the first
 * call after `keepMs` starts it and, like every call until it is done, gets the value known.
 * A read that failed keeps the value known, and the next call reads again.
 */
export function refreshedEvery<T>(
  keepMs: number,
  read: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  const latest = readEvery(keepMs, read, now)
  let known: Promise<T> | null = null
  return () => {
    const value = latest()
    if (!known) {
      known = value
      value.catch(() => {
        if (known === value) known = null
      })
      return value
    }
    if (value !== known) {
      value.then(
        () => {
          known = value
        },
        () => {},
      )
    }
    return known
  }
}
