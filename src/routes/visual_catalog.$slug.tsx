import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { VisualCatalogPage } from '../features/visual-catalog/components/VisualCatalogPage.tsx'
import { parseSlugParams } from '../lib/page-errors.ts'

const routeApi = getRouteApi('/visual_catalog/$slug')

export const Route = createFileRoute('/visual_catalog/$slug')({
  params: { parse: parseSlugParams(['slug'] as const, '/visual_catalog/$slug') },
  component: () => <VisualCatalogPage slug={routeApi.useParams().slug} />,
})
