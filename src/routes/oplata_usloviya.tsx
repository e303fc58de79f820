import { createFileRoute } from '@tanstack/react-router'
import { oplataUsloviya } from '../content/pages/oplata-usloviya.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/oplata_usloviya')({
  loader: () => pageMetaLoader('oplata_usloviya'),
  component: OplataPage,
})

function OplataPage() {
  usePageMeta(site.pageTitle(pageTitles.oplataUsloviya))
  return <ContentPage titleKey="oplataUsloviya" page={oplataUsloviya} />
}
