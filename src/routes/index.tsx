import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { site } from '../content/site.ts'
import { HomePage } from '../features/home/components/HomePage.tsx'
import { loadHome } from '../features/home/load-home.ts'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

const routeApi = getRouteApi('/')

export const Route = createFileRoute('/')({
  // Unawaited promises: the page renders at once and its data sections stream in.
  loader: async () => ({ ...loadHome(), ...(await pageMetaLoader('/')) }),
  component: HomeRoute,
})

function HomeRoute() {
  usePageMeta(site.defaultTitle)
  return <HomePage data={routeApi.useLoaderData()} />
}
