import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ArrivalMarksPage } from '../features/arrivals/components/ArrivalMarksPage.tsx'
import { ArrivalsSkeleton } from '../features/arrivals/components/ArrivalsSkeleton.tsx'
import { loadArrivalMarks } from '../features/arrivals/load-arrivals.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

const routeApi = getRouteApi('/razborka/')

export const Route = createFileRoute('/razborka/')({
  loader: () => loadArrivalMarks(),
  pendingComponent: () => <ArrivalsSkeleton titleKey="razborka" />,
  component: ArrivalMarksRoute,
})

function ArrivalMarksRoute() {
  usePageMeta('/razborka', site.pageTitle(pageTitles.razborka))
  return <ArrivalMarksPage result={routeApi.useLoaderData()} />
}
