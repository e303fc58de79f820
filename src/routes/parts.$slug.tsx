import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { PartNotFound, PartPage } from '../features/part/components/PartPage.tsx'
import { PartSkeleton } from '../features/part/components/PartSkeleton.tsx'
import { loadPart } from '../features/part/load-part.ts'
import { parseSlugParams } from '../lib/page-errors.ts'

const routeApi = getRouteApi('/parts/$slug')

export const Route = createFileRoute('/parts/$slug')({
  params: { parse: parseSlugParams(['slug'] as const, '/parts/$slug') },
  loader: ({ params }) => loadPart(params.slug),
  pendingComponent: PartSkeleton,
  notFoundComponent: PartNotFound,
  component: PartRoute,
})

function PartRoute() {
  const { result, crossGroup } = routeApi.useLoaderData()
  return <PartPage result={result} crossGroup={crossGroup} />
}
