import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { ArrivalsSkeleton } from '../features/arrivals/components/ArrivalsSkeleton.tsx'
import { TruckPage } from '../features/arrivals/components/TruckPage.tsx'
import { loadArrivalTruck } from '../features/arrivals/load-arrivals.ts'
import { parseSlugParams } from '../lib/page-errors.ts'

// The page reads its route through the API, not `Route`: a split chunk importing `Route` would
// make this file a chunk of its own, preloaded by every page (see README, Bundle budget).
const routeApi = getRouteApi('/postupleniya_mashin/$model/$slug')

export const Route = createFileRoute('/postupleniya_mashin/$model/$slug')({
  params: {
    parse: parseSlugParams(['model', 'slug'] as const, '/postupleniya_mashin/$model/$slug'),
  },
  loader: ({ params }) => loadArrivalTruck(params.model, params.slug),
  pendingComponent: () => <ArrivalsSkeleton titleKey="truckArrival" />,
  component: () => <TruckPage result={routeApi.useLoaderData()} />,
})
