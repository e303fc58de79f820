import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { PartGridSkeleton } from '../components/PartCard/PartGrid.tsx'
import { SearchPage } from '../features/search/components/SearchPage.tsx'
import { loadSearch } from '../features/search/load-search.ts'
import { validateSearchPage } from '../features/search/search-page-query.ts'

const routeApi = getRouteApi('/search')

export const Route = createFileRoute('/search')({
  validateSearch: validateSearchPage,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadSearch(deps),
  pendingComponent: () => <PartGridSkeleton />,
  component: SearchRoute,
})

function SearchRoute() {
  const result = routeApi.useLoaderData()
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  return (
    <SearchPage
      result={result}
      search={search}
      onSearch={(next) => navigate({ search: next, resetScroll: next.page !== search.page })}
    />
  )
}
