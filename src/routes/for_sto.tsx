import { createFileRoute } from '@tanstack/react-router'
import { forSto } from '../content/pages/for-sto.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/for_sto')({
  loader: () => pageMetaLoader('for_sto'),
  component: ForStoPage,
})

function ForStoPage() {
  usePageMeta(site.pageTitle(pageTitles.forSto))
  return <ContentPage titleKey="forSto" page={forSto} />
}
