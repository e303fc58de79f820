import { createFileRoute } from '@tanstack/react-router'
import { branchById } from '../content/branches.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContactsPage } from '../features/contacts/components/ContactsPage/ContactsPage.tsx'
import { BranchesMap } from '../features/map/components/BranchesMap/BranchesMap.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/kont_krd')({
  loader: () => pageMetaLoader('kont_krd'),
  component: KontKrd,
})

function KontKrd() {
  usePageMeta(site.pageTitle(pageTitles.kontKrd))
  return <ContactsPage branchId="krd" map={<BranchesMap branches={[branchById('krd')]} />} />
}
