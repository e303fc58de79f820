import { createFileRoute } from '@tanstack/react-router'
import { oplataUsloviya } from '../content/pages/oplata-usloviya.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/oplata_usloviya')({ component: OplataPage })

function OplataPage() {
  usePageMeta('/oplata_usloviya', site.pageTitle(pageTitles.oplataUsloviya))
  return <ContentPage titleKey="oplataUsloviya" page={oplataUsloviya} />
}
