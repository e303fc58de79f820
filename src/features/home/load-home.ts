import { getLatestArrivals } from '../../api/arrivals.ts'
import { getMainMenu, type MainMenu } from '../../api/catalog.ts'
import { type LoadResult, loadResult } from '../../lib/load-result.ts'
import { mainMenuStore, normaliseMenu } from '../../lib/stores/main-menu-store.ts'
import { type LatestArrivals, presentLatestArrivals } from './latest-arrivals.ts'

/** The home page's data, each part loading on its own so one failure leaves the rest. */
export interface HomeData {
  menu: Promise<LoadResult<MainMenu>>
  arrivals: Promise<LoadResult<LatestArrivals>>
}

export interface HomeApi {
  mainMenu: () => Promise<MainMenu>
  /** One call for the whole section (it was one per make). */
  latestArrivals: () => Promise<LatestArrivals>
}

const defaultApi: HomeApi = {
  // The header's menus ask for the same data: one call serves both. The server keeps no
  // shared copy between visitors.
  mainMenu: () => (typeof document === 'undefined' ? getMainMenu() : mainMenuStore.load()),
  latestArrivals: () => getLatestArrivals(),
}

/**
 * The route loader: starts both calls and returns their promises unawaited, so the hero,
 * why-us and branches render at once and each data section streams in behind its skeleton.
 * The promises never reject: failures become the sections' error states.
 */
export function loadHome(api: HomeApi = defaultApi): HomeData {
  return {
    menu: loadResult(async () => normaliseMenu(await api.mainMenu())),
    arrivals: loadResult(async () => presentLatestArrivals(await api.latestArrivals())),
  }
}
