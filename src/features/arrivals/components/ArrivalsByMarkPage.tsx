import { EmptyState, Pagination, plural, Stack } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { ArrivalPage } from '../../../api/arrivals.ts'
import { LoadFailedPage, NotFoundPage } from '../../../components/DataState/LoadFailedPage.tsx'
import { Page } from '../../../components/Page.tsx'
import { PageCrumbs } from '../../../components/PageCrumbs/PageCrumbs.tsx'
import { TruckCard } from '../../../components/TruckCard/TruckCard.tsx'
import { arrivalsText } from '../../../content/arrivals.ts'
import { pageTitles } from '../../../content/pages.ts'
import type { PageResult } from '../../../lib/load-result.ts'
import * as styles from './arrivals.css.ts'
import { TruckFacts } from './TruckFacts.tsx'

export interface ArrivalsByMarkPageProps {
  result: PageResult<ArrivalPage>
  onPage: (page: number) => void
}

const notFound = {
  title: arrivalsText.markNotFoundTitle,
  description: arrivalsText.emptyTrucks,
  action: <Link to="/razborka">{arrivalsText.toArrivals}</Link>,
}

/** The route's not-found component: what this page shows when its subject does not exist. */
export function ArrivalsByMarkNotFound() {
  return <NotFoundPage titleKey="razborkaMark" notFound={notFound} />
}

/** /razborka/{slug}: one make's dismantled trucks, paged. */
export function ArrivalsByMarkPage({ result, onPage }: ArrivalsByMarkPageProps) {
  if (result.status === 'error') {
    return <LoadFailedPage result={result} titleKey="razborkaMark" />
  }
  const { mark, items, pagination } = result.data
  return (
    <Page titleKey="razborkaMark" title={arrivalsText.markTitle(mark.title)}>
      <PageCrumbs
        items={[
          { title: pageTitles.razborka, link: '/razborka' },
          { title: mark.title, link: mark.link },
        ]}
      />
      <Stack space={5}>
        <p className={styles.lead}>{arrivalsText.markLead(mark.title)}</p>
        {items.length === 0 ? (
          <EmptyState
            description={arrivalsText.emptyTrucks}
            action={<Link to="/razborka">{arrivalsText.toArrivals}</Link>}
          />
        ) : (
          <ul className={styles.trucks} aria-label={arrivalsText.trucksLabel}>
            {items.map((truck) => (
              <li key={truck.slug}>
                <TruckCard truck={truck} variant="list" headingLevel={2}>
                  <TruckFacts truck={truck} />
                  <span className={styles.muted}>
                    {arrivalsText.count(
                      truck.parts_count,
                      plural(truck.parts_count, arrivalsText.partsForms),
                    )}
                  </span>
                </TruckCard>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={pagination.page}
          totalPages={pagination.last_page}
          onChange={onPage}
          labels={{ nav: arrivalsText.pagination }}
        />
      </Stack>
    </Page>
  )
}
