import { createFileRoute } from '@tanstack/react-router'
import { legalInformation } from '../content/pages/legal-information.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/legal_information')({
  loader: () => pageMetaLoader('legal_information'),
  component: LegalInformationPage,
})

function LegalInformationPage() {
  usePageMeta(site.pageTitle(pageTitles.legalInformation))
  return <ContentPage titleKey="legalInformation" page={legalInformation} />
}
