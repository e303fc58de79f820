import { createFileRoute } from '@tanstack/react-router'
import { garantiyaIVozvrat } from '../content/pages/garantiya-i-vozvrat.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/garantiya_i_vozvrat')({
  loader: () => pageMetaLoader('garantiya_i_vozvrat'),
  component: GarantiyaPage,
})

function GarantiyaPage() {
  usePageMeta(site.pageTitle(pageTitles.garantiyaIVozvrat))
  return <ContentPage titleKey="garantiyaIVozvrat" page={garantiyaIVozvrat} />
}
