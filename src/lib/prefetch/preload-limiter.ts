/**
 * Route prefetch limits (docs/product.md#routing-behaviour): at most four preloads at a time, and
 * none at all when the visitor asked to save data or is on a 2g connection.
 */

export const maxParallelPreloads = 4

/** The part of the Network Information API we read; absent in most browsers but Chromium. */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

const slowConnections = new Set(['slow-2g', '2g'])

export function shouldSkipPreload(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return false
  return connection.saveData === true || slowConnections.has(connection.effectiveType ?? '')
}

export function browserConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection
}

export interface PreloadLimiterOptions {
  max?: number
  /** Read at every preload: the connection can change while the page is open. */
  connection?: () => ConnectionInfo | undefined | null
}

/**
 * Wraps a preload function: calls beyond the limit wait in order for a free slot; skipped
 * calls resolve to `undefined` without running. A failed preload frees its slot like a finished one.
 */
export function limitPreloads<Args extends unknown[], Result>(
  preload: (...args: Args) => Promise<Result>,
  { max = maxParallelPreloads, connection = browserConnection }: PreloadLimiterOptions = {},
): (...args: Args) => Promise<Result | undefined> {
  let running = 0
  const waiting: Array<() => void> = []

  const release = () => {
    running -= 1
    waiting.shift()?.()
  }

  return async (...args: Args) => {
    if (shouldSkipPreload(connection())) return undefined
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve))
    running += 1
    try {
      return await preload(...args)
    } finally {
      release()
    }
  }
}
