import { createFileRoute } from '@tanstack/react-router'
import { oKompanii } from '../content/pages/o-kompanii.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/o_kompanii')({
  loader: () => pageMetaLoader('o_kompanii'),
  component: OKompaniiPage,
})

function OKompaniiPage() {
  usePageMeta(site.pageTitle(pageTitles.oKompanii))
  return <ContentPage titleKey="oKompanii" page={oKompanii} />
}
