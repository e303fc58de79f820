import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { VisualCataloguePage } from '../features/visual-catalogue/components/VisualCataloguePage.tsx'
import { parseSlugParams } from '../lib/page-errors.ts'

// The page reads its route through the API, not `Route`: a split chunk importing `Route` would
// make this file a chunk of its own, preloaded by every page (see README, Bundle budget).
const routeApi = getRouteApi('/visual_catalog/$slug')

export const Route = createFileRoute('/visual_catalog/$slug')({
  params: { parse: parseSlugParams(['slug'] as const, '/visual_catalog/$slug') },
  component: () => <VisualCataloguePage slug={routeApi.useParams().slug} />,
})
