import { createFileRoute } from '@tanstack/react-router'
import { PhoneNumber } from '../components/PhoneNumber/PhoneNumber.tsx'
import { branchById } from '../content/branches.ts'
import { buyTrucks, buyTrucksCall } from '../content/pages/buy-trucks.ts'
import { contentTexts } from '../content/pages/ui.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/buy_trucks')({
  loader: () => pageMetaLoader('buy_trucks'),
  component: BuyTrucksPage,
})

const [phone] = branchById('spb').phones

function BuyTrucksPage() {
  usePageMeta(site.pageTitle(pageTitles.buyTrucks))
  return (
    <ContentPage titleKey="buyTrucks" page={buyTrucks}>
      {phone && (
        <section aria-label={contentTexts.callUs}>
          <h2>{contentTexts.callUs}</h2>
          <p>{buyTrucksCall}</p>
          <PhoneNumber
            phone={phone}
            goals={{ desktop: 'phone_header_SPB', mobile: 'phone_header_SPB' }}
          />
        </section>
      )}
    </ContentPage>
  )
}
