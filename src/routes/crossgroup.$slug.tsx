import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { CrossGroupNotFound, CrossGroupPage } from '../features/part/components/CrossGroupPage.tsx'
import { CrossGroupSkeleton } from '../features/part/components/PartSkeleton.tsx'
import { loadCrossGroup } from '../features/part/load-part.ts'
import { parseSlugParams } from '../lib/page-errors.ts'

const routeApi = getRouteApi('/crossgroup/$slug')

export const Route = createFileRoute('/crossgroup/$slug')({
  params: { parse: parseSlugParams(['slug'] as const, '/crossgroup/$slug') },
  loader: ({ params }) => loadCrossGroup(params.slug),
  pendingComponent: CrossGroupSkeleton,
  notFoundComponent: CrossGroupNotFound,
  component: CrossGroupRoute,
})

function CrossGroupRoute() {
  return <CrossGroupPage result={routeApi.useLoaderData()} />
}
