import { createFileRoute } from '@tanstack/react-router'
import { dostavkaUsloviya } from '../content/pages/dostavka-usloviya.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/dostavka_usloviya')({
  loader: () => pageMetaLoader('dostavka_usloviya'),
  component: DostavkaPage,
})

function DostavkaPage() {
  usePageMeta(site.pageTitle(pageTitles.dostavkaUsloviya))
  return <ContentPage titleKey="dostavkaUsloviya" page={dostavkaUsloviya} />
}
