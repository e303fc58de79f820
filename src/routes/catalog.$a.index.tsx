import { createFileRoute } from '@tanstack/react-router'
import { CatalogNotFound } from '../features/catalog/components/CatalogPage.tsx'
import { CatalogSkeleton } from '../features/catalog/components/CatalogSkeleton.tsx'
import { loadCatalog } from '../features/catalog/load-catalog.ts'
import { parseSlugParams } from '../lib/page-errors.ts'
import { validateCatalogSearch } from '../lib/route-search.ts'
import { catalogPage } from './-catalog-page.tsx'

export const Route = createFileRoute('/catalog/$a/')({
  params: { parse: parseSlugParams(['a'] as const, '/catalog/$a/') },
  validateSearch: validateCatalogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => loadCatalog([params.a], deps),
  pendingComponent: CatalogSkeleton,
  notFoundComponent: CatalogNotFound,
  component: catalogPage('/catalog/$a/'),
})
