import { createFileRoute } from '@tanstack/react-router'
import { consentToPersonal } from '../content/pages/consent-to-personal.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/consent_to_personal')({ component: ConsentPage })

function ConsentPage() {
  usePageMeta('/consent_to_personal', site.pageTitle(pageTitles.consentToPersonal))
  return <ContentPage titleKey="consentToPersonal" page={consentToPersonal} />
}
