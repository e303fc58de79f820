import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { CataloguePage } from '../features/catalogue/components/CataloguePage.tsx'
import { CatalogueSkeleton } from '../features/catalogue/components/CatalogueSkeleton.tsx'
import { loadCatalogue } from '../features/catalogue/load-catalogue.ts'
import { parseSlugParams } from '../lib/page-errors.ts'
import { validateCatalogSearch } from '../lib/route-search.ts'

// The page reads its route through the API, not `Route`: a split chunk importing `Route` would
// make this file a chunk of its own, preloaded by every page (see README, Bundle budget).
const routeApi = getRouteApi('/catalog/$a/')

export const Route = createFileRoute('/catalog/$a/')({
  params: { parse: parseSlugParams(['a'] as const, '/catalog/$a/') },
  validateSearch: validateCatalogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => loadCatalogue([params.a], deps),
  pendingComponent: CatalogueSkeleton,
  component: CatalogRoute,
})

function CatalogRoute() {
  const { result } = routeApi.useLoaderData()
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  return (
    <CataloguePage
      result={result}
      search={search}
      onSearch={(next) => navigate({ search: next, resetScroll: next.page !== search.page })}
    />
  )
}
