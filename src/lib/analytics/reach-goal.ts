import type { AnalyticsGoal } from './goals.ts'

/** Yandex Metrika's global function, present once its counter script has loaded. */
export type MetrikaFunction = (counterId: number, method: 'reachGoal', goal: string) => void

export interface AnalyticsTarget {
  /** The page's global scope; `ym` lives there once the counter is loaded. */
  scope: { ym?: unknown }
  counterId: number | null
  warn: (message: string) => void
}

function counterIdFromEnv(): number | null {
  const raw = import.meta.env.VITE_METRIKA_COUNTER_ID
  const id = Number(raw)
  return raw && Number.isInteger(id) && id > 0 ? id : null
}

const defaultTarget = (): AnalyticsTarget => ({
  scope: globalThis as { ym?: unknown },
  counterId: counterIdFromEnv(),
  warn: (message) => console.warn(message),
})

/**
 * Sends a goal to the web-analytics counter (`ym(id, 'reachGoal', goal)`). Without a loaded
 * counter the goal is dropped with a console warning; a goal never breaks the page.
 */
export function reachGoal(goal: AnalyticsGoal, target: AnalyticsTarget = defaultTarget()): boolean {
  const ym = target.scope.ym
  if (typeof ym !== 'function' || target.counterId === null) {
    target.warn(`[analytics] The metrics script is not loaded; goal "${goal}" was not sent`)
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
