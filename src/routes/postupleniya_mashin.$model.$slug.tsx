import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { ArrivalsSkeleton } from '../features/arrivals/components/ArrivalsSkeleton.tsx'
import { TruckNotFound, TruckPage } from '../features/arrivals/components/TruckPage.tsx'
import { loadArrivalTruck } from '../features/arrivals/load-arrivals.ts'
import { parseSlugParams } from '../lib/page-errors.ts'

const routeApi = getRouteApi('/postupleniya_mashin/$model/$slug')

export const Route = createFileRoute('/postupleniya_mashin/$model/$slug')({
  params: {
    parse: parseSlugParams(['model', 'slug'] as const, '/postupleniya_mashin/$model/$slug'),
  },
  loader: ({ params }) => loadArrivalTruck(params.model, params.slug),
  pendingComponent: () => <ArrivalsSkeleton titleKey="truckArrival" />,
  notFoundComponent: TruckNotFound,
  component: () => <TruckPage result={routeApi.useLoaderData()} />,
})
