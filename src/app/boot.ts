import { bootMachine, type InitialData } from '@gruzovik/machines'
import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import { getInitialData } from '../api/initial-data.ts'
import type { AppDataStore } from '../lib/app-data/app-data-store.ts'
import { trackCalls } from '../lib/call-tracking/call-tracking.ts'
import { deleteCookie, readCookie } from '../lib/cookies.ts'
import type { PhoneStore } from '../lib/stores/phone-store.ts'

/** The start-up actor with the shop's real effects provided. */
export function createBootActor(inspect?: Observer<InspectionEvent>) {
  const machine = bootMachine.provide({
    actors: { loadInitialData: fromPromise(() => getInitialData()) },
    guards: { hasStoredToken: () => readCookie('token') !== null },
    actions: {
      // The server's cookie: for the JWT domain the answer names, as the server wrote it.
      clearToken: ({ context }) => deleteCookie('token', context.data?.jwt_domain ?? undefined),
      logError: (_, { error }) => console.error('Failed to load initial data', error),
    },
  })
  return createActor(machine, { inspect })
}

type BootActor = ReturnType<typeof createBootActor>

export interface StartUpDeps {
  store: AppDataStore
  phones: PhoneStore
  /** The landing page and where the visitor came from, for call tracking. */
  page: () => { url: string; referrer: string }
  track?: typeof trackCalls
  /** Sets up the Metrika counter from `env.metrika_counter_id` (reach-goal.ts). */
  analytics?: (counterId: string | undefined) => void
}

/**
 * What follows the `loaded` event: the answer replaces the stored app data (env stays in
 * memory only), the Metrika counter is set up (or its absence said once) and, when configured,
 * call tracking swaps in the numbers to show.
 */
export function onStartUpLoaded(
  data: InitialData,
  { store, phones, page, track = trackCalls, analytics }: StartUpDeps,
) {
  store.save(data)
  analytics?.(data.env.metrika_counter_id)
  const { url, referrer } = page()
  return track({ endpoint: data.env.call_tracking_url, url, referrer, store: phones })
}

/** Subscribes the start-up effects to the boot actor; returns the unsubscribe. */
export function connectStartUp(boot: BootActor, deps: StartUpDeps): () => void {
  const subscription = boot.on('loaded', ({ data }) => {
    void onStartUpLoaded(data, deps)
  })
  return () => subscription.unsubscribe()
}
