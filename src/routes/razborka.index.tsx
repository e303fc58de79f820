import { createFileRoute } from '@tanstack/react-router'
import { ArrivalMarksPage } from '../features/arrivals/components/ArrivalMarksPage.tsx'
import { ArrivalsSkeleton } from '../features/arrivals/components/ArrivalsSkeleton.tsx'
import { loadArrivalMarks } from '../features/arrivals/load-arrivals.ts'

export const Route = createFileRoute('/razborka/')({
  loader: () => loadArrivalMarks(),
  pendingComponent: () => <ArrivalsSkeleton titleKey="razborka" />,
  component: () => <ArrivalMarksPage result={Route.useLoaderData()} />,
})
