import { createFileRoute } from '@tanstack/react-router'
import { reserveAlerts } from '../content/pages/reserve-alerts.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/reserve_alerts')({
  loader: () => pageMetaLoader('reserve_alerts'),
  component: ReserveAlertsPage,
})

function ReserveAlertsPage() {
  usePageMeta(site.pageTitle(pageTitles.reserveAlerts))
  return <ContentPage titleKey="reserveAlerts" page={reserveAlerts} />
}
