import { createFileRoute } from '@tanstack/react-router'
import { CataloguePage } from '../features/catalogue/components/CataloguePage.tsx'
import { CatalogueSkeleton } from '../features/catalogue/components/CatalogueSkeleton.tsx'
import { loadCatalogue } from '../features/catalogue/load-catalogue.ts'
import { validateCatalogSearch } from '../lib/route-search.ts'

export const Route = createFileRoute('/catalog/')({
  validateSearch: validateCatalogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadCatalogue([], deps),
  pendingComponent: CatalogueSkeleton,
  component: CatalogRoute,
})

function CatalogRoute() {
  const { result, menu } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CataloguePage
      result={result}
      menu={menu}
      search={search}
      onSearch={(next) => navigate({ search: next, resetScroll: next.page !== search.page })}
    />
  )
}
