import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { PartPage } from '../features/part/components/PartPage.tsx'
import { PartSkeleton } from '../features/part/components/PartSkeleton.tsx'
import { loadPart } from '../features/part/load-part.ts'
import { parseSlugParams } from '../lib/page-errors.ts'

// The page reads its route through the API, not `Route`: a split chunk importing `Route` would
// make this file a chunk of its own, preloaded by every page (see README, Bundle budget).
const routeApi = getRouteApi('/parts/$slug')

export const Route = createFileRoute('/parts/$slug')({
  params: { parse: parseSlugParams(['slug'] as const, '/parts/$slug') },
  loader: ({ params }) => loadPart(params.slug),
  pendingComponent: PartSkeleton,
  component: PartRoute,
})

function PartRoute() {
  const { result, crossGroup } = routeApi.useLoaderData()
  return <PartPage result={result} crossGroup={crossGroup} />
}
