import { createFileRoute } from '@tanstack/react-router'
import { CataloguePage } from '../features/catalogue/components/CataloguePage.tsx'
import { CatalogueSkeleton } from '../features/catalogue/components/CatalogueSkeleton.tsx'
import { loadCatalogue } from '../features/catalogue/load-catalogue.ts'
import { parseSlugParams } from '../lib/page-errors.ts'
import { validateCatalogSearch } from '../lib/route-search.ts'

export const Route = createFileRoute('/catalog/$a/$b/$c')({
  params: { parse: parseSlugParams(['a', 'b', 'c'] as const) },
  validateSearch: validateCatalogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => loadCatalogue([params.a, params.b, params.c], deps),
  pendingComponent: CatalogueSkeleton,
  component: CatalogRoute,
})

function CatalogRoute() {
  const { result } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CataloguePage
      result={result}
      search={search}
      onSearch={(next) => navigate({ search: next, resetScroll: next.page !== search.page })}
    />
  )
}
