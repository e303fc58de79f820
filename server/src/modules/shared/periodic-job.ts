/**
 * A pass the server runs on a timer (order expiry, payment reconciliation): a pass asked for
 * while one is running joins it rather than doubling it, and a failed pass is logged, not thrown
 * into the timer.
 */
export function createPeriodicJob<T>(
  name: string,
  pass: () => Promise<T>,
  log: (message: string) => void,
) {
  let running: Promise<T> | null = null

  /** One pass; a pass still running is joined rather than doubled. */
  function runOnce(): Promise<T> {
    running ??= pass().finally(() => {
      running = null
    })
    return running
  }

  return {
    runOnce,
    /** Runs every `intervalMs` until the returned stop is called. */
    start(intervalMs: number) {
      const timer = setInterval(() => {
        runOnce().catch((error: unknown) => log(`${name} failed: ${String(error)}`))
      }, intervalMs)
      timer.unref()
      return () => clearInterval(timer)
    },
  }
}
