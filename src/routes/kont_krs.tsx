import { createFileRoute } from '@tanstack/react-router'
import { branchById } from '../content/branches.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContactsPage } from '../features/contacts/components/ContactsPage/ContactsPage.tsx'
import { BranchesMap } from '../features/map/components/BranchesMap/BranchesMap.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/kont_krs')({
  loader: () => pageMetaLoader('kont_krs'),
  component: KontKrs,
})

function KontKrs() {
  usePageMeta(site.pageTitle(pageTitles.kontKrs))
  return <ContactsPage branchId="krs" map={<BranchesMap branches={[branchById('krs')]} />} />
}
