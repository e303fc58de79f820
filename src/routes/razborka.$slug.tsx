import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import {
  ArrivalsByMarkNotFound,
  ArrivalsByMarkPage,
} from '../features/arrivals/components/ArrivalsByMarkPage.tsx'
import { ArrivalsSkeleton } from '../features/arrivals/components/ArrivalsSkeleton.tsx'
import { loadArrivalsByMark } from '../features/arrivals/load-arrivals.ts'
import { parseSlugParams } from '../lib/page-errors.ts'
import { validatePageSearch } from '../lib/route-search.ts'

const routeApi = getRouteApi('/razborka/$slug')

export const Route = createFileRoute('/razborka/$slug')({
  params: { parse: parseSlugParams(['slug'] as const, '/razborka/$slug') },
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => loadArrivalsByMark(params.slug, deps.page),
  pendingComponent: () => <ArrivalsSkeleton titleKey="razborkaMark" />,
  notFoundComponent: ArrivalsByMarkNotFound,
  component: ArrivalsByMarkRoute,
})

function ArrivalsByMarkRoute() {
  const navigate = routeApi.useNavigate()
  return (
    <ArrivalsByMarkPage
      result={routeApi.useLoaderData()}
      onPage={(page) => navigate({ search: { page: page > 1 ? page : undefined } })}
    />
  )
}
