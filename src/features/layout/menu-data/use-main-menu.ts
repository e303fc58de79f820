import { useBrowserStore } from '@gruzovik/design-system'
import { createContext, useContext, useEffect } from 'react'
import {
  type MainMenuState,
  type MainMenuStore,
  mainMenuStore,
} from '../../../lib/stores/main-menu-store.ts'

const idle: MainMenuState = { status: 'idle' }
const idleMenu = () => idle

/** Which main-menu store the menus read: the shared one, or a story's or test's own. */
export const MainMenuStoreContext = createContext<MainMenuStore>(mainMenuStore)

/** The main-menu data; loads it when the calling menu mounts (`load: false` only reads). */
export function useMainMenu({
  load = true,
  store,
}: {
  load?: boolean
  store?: MainMenuStore
} = {}): MainMenuState & { retry: () => void } {
  const fromContext = useContext(MainMenuStoreContext)
  const source = store ?? fromContext
  // The server renders the menus before their data (no shared copy between visitors).
  const state = useBrowserStore(source.subscribe, source.getSnapshot, idleMenu)
  useEffect(() => {
    if (load) source.ensure()
  }, [load, source])
  return { ...state, retry: source.ensure }
}
