import { getMainMenu, type MainMenu } from '../../api/catalog.ts'

/** Data load states of the menus' one call: idle, pending, success, error. */
export type MainMenuState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: MainMenu }
  | { status: 'error' }

export type MainMenuStore = ReturnType<typeof createMainMenuStore>

/**
 * `GET /api/main-menu`, loaded once on first need and shared by the mega menu, the mobile menu,
 * the footer, the arrivals dropdown and the home page's catalogue sections. A failure is an
 * error state that can be retried.
 */
export function createMainMenuStore(load: () => Promise<MainMenu> = () => getMainMenu()) {
  let state: MainMenuState = { status: 'idle' }
  let loading: Promise<MainMenu> | null = null
  const listeners = new Set<() => void>()
  const set = (next: MainMenuState) => {
    state = next
    for (const listener of listeners) listener()
  }
  const request = (): Promise<MainMenu> => {
    if (state.status === 'success') return Promise.resolve(state.data)
    if (loading) return loading
    set({ status: 'pending' })
    loading = load()
      .then(normaliseMenu)
      .then(
        (data) => {
          set({ status: 'success', data })
          return data
        },
        (error: unknown) => {
          set({ status: 'error' })
          throw error
        },
      )
      .finally(() => {
        loading = null
      })
    return loading
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
      request().catch(() => {
        // The state says error; the menus show it with a retry.
      })
    },
    /** The menu, from the one shared call: for loaders that want the data itself. */
    load: request,
  }
}

/** Missing lists in an answer become empty ones, so no menu crashes on partial data. */
export function normaliseMenu(data: Partial<MainMenu> | null | undefined): MainMenu {
  return {
    marks: Array.isArray(data?.marks) ? data.marks : [],
    aggregations: Array.isArray(data?.aggregations) ? data.aggregations : [],
    nodes: Array.isArray(data?.nodes) ? data.nodes : [],
    incoming_marks: Array.isArray(data?.incoming_marks) ? data.incoming_marks : [],
  }
}

export const mainMenuStore = createMainMenuStore()
