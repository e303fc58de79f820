import { createFileRoute } from '@tanstack/react-router'
import { reserveAlerts } from '../content/pages/reserve-alerts.ts'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { ContentPage } from '../features/content/components/ContentPage/ContentPage.tsx'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'

export const Route = createFileRoute('/reserve_alerts')({ component: ReserveAlertsPage })

function ReserveAlertsPage() {
  usePageMeta('/reserve_alerts', site.pageTitle(pageTitles.reserveAlerts))
  return <ContentPage titleKey="reserveAlerts" page={reserveAlerts} />
}
