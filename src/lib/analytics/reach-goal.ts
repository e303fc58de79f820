import type { AnalyticsGoal } from './goals.ts'

/** Yandex Metrika's global function: the queue below until its tag has loaded, then the tag. */
export type MetrikaFunction = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number }

export interface AnalyticsTarget {
  /** The page's global scope; `ym` lives there once the counter is configured. */
  scope: { ym?: unknown }
  counterId: number | null
  warn: (message: string) => void
}

/** The counter of this page (`env.metrika_counter_id` of /api/data), once start-up read it. */
let configured: number | null = null

/**
 * Sets the page's Metrika counter from `env.metrika_counter_id`: with an id, `ym` queues calls
 * (Metrika's own snippet) until the tag, loaded later at idle time (metrika.ts), takes them, and
 * the counter is initialised with the e-commerce data layer; without one, one debug line and
 * goals are dropped silently.
 */
export function configureCounter(
  rawId: string | undefined,
  scope: { ym?: unknown } = globalThis as { ym?: unknown },
  debug: (message: string) => void = (message) => console.debug(message),
): number | null {
  const id = Number(rawId)
  configured = rawId && Number.isInteger(id) && id > 0 ? id : null
  if (configured === null) {
    debug('[analytics] METRIKA_COUNTER_ID is not set: no Metrika counter, goals are not sent')
    return null
  }
  if (typeof scope.ym !== 'function') {
    const queue: MetrikaFunction = (...args: unknown[]) => {
      queue.a ??= []
      queue.a.push(args)
    }
    queue.l = Date.now()
    scope.ym = queue
  }
  ;(scope.ym as MetrikaFunction)(configured, 'init', {
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    ecommerce: 'dataLayer',
  })
  return configured
}

const defaultTarget = (): AnalyticsTarget => ({
  scope: globalThis as { ym?: unknown },
  counterId: configured,
  warn: (message) => console.warn(message),
})

/**
 * Sends a goal to the Metrika counter (`ym(id, 'reachGoal', goal)`). Without a counter the goal
 * is dropped silently (configureCounter said so once); a goal never breaks the page.
 */
export function reachGoal(goal: AnalyticsGoal, target: AnalyticsTarget = defaultTarget()): boolean {
  if (target.counterId === null) return false
  const ym = target.scope.ym
  if (typeof ym !== 'function') {
    target.warn(`[analytics] The Metrika counter is not set up; goal "${goal}" was not sent`)
    return false
  }
  try {
    ;(ym as MetrikaFunction)(target.counterId, 'reachGoal', goal)
    return true
  } catch (error) {
    target.warn(`[analytics] Goal "${goal}" failed: ${String(error)}`)
    return false
  }
}
