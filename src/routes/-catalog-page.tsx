import { getRouteApi } from '@tanstack/react-router'
import { CatalogPage } from '../features/catalog/components/CatalogPage.tsx'
import { stringifySearch } from '../lib/search-params.ts'

/** The catalogue at each depth: the routes differ only in how many slugs they pass on. */
export type CatalogRouteId = '/catalog/' | '/catalog/$a/' | '/catalog/$a/$b/' | '/catalog/$a/$b/$c'

/**
 * The page component of a catalogue route. The route files keep their options as literals,
 * since the router's code splitter moves only literal `loader`/`component` keys into chunks.
 */
export function catalogPage(id: CatalogRouteId) {
  const routeApi = getRouteApi(id)
  return function CatalogRoute() {
    const { result, menu } = routeApi.useLoaderData()
    const search = routeApi.useSearch()
    const navigate = routeApi.useNavigate()
    return (
      <CatalogPage
        result={result}
        menu={menu}
        search={search}
        onSearch={(next) => navigate({ search: next, resetScroll: next.page !== search.page })}
        onLeave={(link, next) => navigate({ href: `${link}${stringifySearch({ ...next })}` })}
      />
    )
  }
}
