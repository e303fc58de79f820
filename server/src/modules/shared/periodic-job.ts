/**
 * A pass the job queue runs every so often (order expiry, payment reconciliation, exchange
 * cleanup; registry.ts's `periodicJobDefinition`), and tests call directly: a pass asked for
 * while one is running in this process joins it rather than doubling it.
 */
export function createPeriodicJob<T>(pass: () => Promise<T>) {
  let running: Promise<T> | null = null

  /** One pass; a pass still running is joined rather than doubled. */
  function runOnce(): Promise<T> {
    running ??= pass().finally(() => {
      running = null
    })
    return running
  }

  return { runOnce }
}
