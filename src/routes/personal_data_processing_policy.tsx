import { createFileRoute } from '@tanstack/react-router'
import { personalDataPolicy } from '../content/pages/personal-data-processing-policy.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/personal_data_processing_policy')({
  loader: () => pageMetaLoader('personal_data_processing_policy'),
  component: PersonalDataPolicyPage,
})

function PersonalDataPolicyPage() {
  usePageMeta(site.pageTitle(pageTitles.personalDataPolicy))
  return <ContentPage titleKey="personalDataPolicy" page={personalDataPolicy} />
}
