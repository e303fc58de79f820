import type { InspectionEvent, Observer } from 'xstate'

/**
 * In development, `?inspect` in the address opens the local machine inspector (served by the dev
 * server itself, no network): every live actor with its state, context, last events and chart.
 * `?inspect=stately` opens the hosted Stately inspector instead (it needs the internet).
 * Production builds drop this branch and both inspectors with it.
 */
export async function createDevInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV) return undefined
  const choice = new URLSearchParams(window.location.search).get('inspect')
  if (choice === null) return undefined
  if (choice === 'stately') {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    return createBrowserInspector().inspect
  }
  const { mountMachineInspector } = await import('../features/machine-inspector/mount.tsx')
  return mountMachineInspector()
}
