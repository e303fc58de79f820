import { createFileRoute } from '@tanstack/react-router'
import { komplektTypes } from '../content/pages/komplekt-types.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/komplekt_types')({
  loader: () => pageMetaLoader('komplekt_types'),
  component: KomplektTypesPage,
})

function KomplektTypesPage() {
  usePageMeta(site.pageTitle(pageTitles.komplektTypes))
  return <ContentPage titleKey="komplektTypes" page={komplektTypes} />
}
