import { createFileRoute } from '@tanstack/react-router'
import { consentToPersonal } from '../content/pages/consent-to-personal.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/consent_to_personal')({
  loader: () => pageMetaLoader('consent_to_personal'),
  component: ConsentPage,
})

function ConsentPage() {
  usePageMeta(site.pageTitle(pageTitles.consentToPersonal))
  return <ContentPage titleKey="consentToPersonal" page={consentToPersonal} />
}
