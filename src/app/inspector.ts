import type { InspectionEvent, Observer } from 'xstate'

/**
 * In development, `?inspect` in the address opens the Stately inspector for every live actor.
 * Production builds drop this branch and the inspector package with it.
 */
export async function createDevInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV) return undefined
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined
  const { createBrowserInspector } = await import('@statelyai/inspect')
  return createBrowserInspector().inspect
}
