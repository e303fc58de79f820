import { createFileRoute } from '@tanstack/react-router'
import { garantiyaIVozvrat } from '../content/pages/garantiya-i-vozvrat.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/garantiya_i_vozvrat')({ component: GarantiyaPage })

function GarantiyaPage() {
  usePageMeta('/garantiya_i_vozvrat', site.pageTitle(pageTitles.garantiyaIVozvrat))
  return <ContentPage titleKey="garantiyaIVozvrat" page={garantiyaIVozvrat} />
}
