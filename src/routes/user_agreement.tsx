import { createFileRoute } from '@tanstack/react-router'
import { userAgreement } from '../content/pages/user-agreement.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/user_agreement')({
  loader: () => pageMetaLoader('user_agreement'),
  component: UserAgreementPage,
})

function UserAgreementPage() {
  usePageMeta(site.pageTitle(pageTitles.userAgreement))
  return <ContentPage titleKey="userAgreement" page={userAgreement} />
}
