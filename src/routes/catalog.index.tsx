import { createFileRoute } from '@tanstack/react-router'
import { CatalogNotFound } from '../features/catalog/components/CatalogPage.tsx'
import { CatalogSkeleton } from '../features/catalog/components/CatalogSkeleton.tsx'
import { loadCatalog } from '../features/catalog/load-catalog.ts'
import { validateCatalogSearch } from '../lib/route-search.ts'
import { catalogPage } from './-catalog-page.tsx'

export const Route = createFileRoute('/catalog/')({
  validateSearch: validateCatalogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadCatalog([], deps),
  pendingComponent: CatalogSkeleton,
  notFoundComponent: CatalogNotFound,
  component: catalogPage('/catalog/'),
})
