import { getMainMenu, type MainMenu } from '../../../api/catalog.ts'

/** Spec 4 data load states of the menus' one call. */
export type MainMenuState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: MainMenu }
  | { status: 'error' }

export type MainMenuStore = ReturnType<typeof createMainMenuStore>

/**
 * `GET /api/main-menu`, loaded once on first need and shared by the mega menu, the mobile menu
 * and the arrivals dropdown. A failure is logged by the API layer and can be retried.
 */
export function createMainMenuStore(load: () => Promise<MainMenu> = () => getMainMenu()) {
  let state: MainMenuState = { status: 'idle' }
  const listeners = new Set<() => void>()
  const set = (next: MainMenuState) => {
    state = next
    for (const listener of listeners) listener()
  }
  return {
    getSnapshot: (): MainMenuState => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** Starts loading unless it is loading or loaded; after an error it tries again. */
    ensure() {
      if (state.status === 'pending' || state.status === 'success') return
      set({ status: 'pending' })
      load().then(
        (data) => set({ status: 'success', data: normalise(data) }),
        () => set({ status: 'error' }),
      )
    },
  }
}

/** Missing lists in an answer become empty ones, so no menu crashes on partial data. */
function normalise(data: Partial<MainMenu> | null | undefined): MainMenu {
  return {
    marks: Array.isArray(data?.marks) ? data.marks : [],
    aggregations: Array.isArray(data?.aggregations) ? data.aggregations : [],
    nodes: Array.isArray(data?.nodes) ? data.nodes : [],
    incoming_marks: Array.isArray(data?.incoming_marks) ? data.incoming_marks : [],
  }
}

export const mainMenuStore = createMainMenuStore()
