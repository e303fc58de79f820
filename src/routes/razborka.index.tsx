import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ArrivalMarksPage } from '../features/arrivals/components/ArrivalMarksPage.tsx'
import { ArrivalsSkeleton } from '../features/arrivals/components/ArrivalsSkeleton.tsx'
import { loadArrivalMarks } from '../features/arrivals/load-arrivals.ts'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

const routeApi = getRouteApi('/razborka/')

export const Route = createFileRoute('/razborka/')({
  loader: async () => {
    const [result, meta] = await Promise.all([loadArrivalMarks(), pageMetaLoader('razborka')])
    return { result, ...meta }
  },
  pendingComponent: () => <ArrivalsSkeleton titleKey="razborka" />,
  component: ArrivalMarksRoute,
})

function ArrivalMarksRoute() {
  usePageMeta(site.pageTitle(pageTitles.razborka))
  return <ArrivalMarksPage result={routeApi.useLoaderData().result} />
}
