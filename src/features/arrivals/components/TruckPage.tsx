import { Stack } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { ArrivalTruckDetails } from '../../../api/arrivals.ts'
import { LoadFailedPage, NotFoundPage } from '../../../components/DataState/LoadFailedPage.tsx'
import { Page } from '../../../components/Page.tsx'
import { PageCrumbs } from '../../../components/PageCrumbs/PageCrumbs.tsx'
import { PartsSection } from '../../../components/PartCard/PartsSection.tsx'
import { arrivalsText } from '../../../content/arrivals.ts'
import { pageTitles } from '../../../content/pages.ts'
import type { PageResult } from '../../../lib/load-result.ts'
import * as styles from './arrivals.css.ts'
import { TruckFacts } from './TruckFacts.tsx'

const notFound = {
  title: arrivalsText.truckNotFoundTitle,
  description: arrivalsText.truckNotFoundText,
  action: <Link to="/razborka">{arrivalsText.toArrivals}</Link>,
}

/** The route's not-found component: what this page shows when its subject does not exist. */
export function TruckNotFound() {
  return <NotFoundPage titleKey="truckArrival" notFound={notFound} />
}

/** /postupleniya_mashin/{model}/{slug}: one dismantled truck, its photos and its parts. */
export function TruckPage({ result }: { result: PageResult<ArrivalTruckDetails> }) {
  if (result.status === 'error') {
    return <LoadFailedPage result={result} titleKey="truckArrival" />
  }
  const truck = result.data
  const photos = truck.images.length ? truck.images : truck.image ? [truck.image] : []
  return (
    <Page titleKey="truckArrival" title={truck.title}>
      <PageCrumbs
        items={[
          { title: pageTitles.razborka, link: '/razborka' },
          { title: truck.mark.title, link: truck.mark.link },
          { title: truck.title, link: truck.link },
        ]}
      />
      <Stack space={5}>
        <div className={styles.top}>
          {photos.length > 0 ? (
            <ul className={styles.photos}>
              {photos.map((image, index) => (
                <li key={image.sizes.thumbnail} className={styles.photo}>
                  <img
                    className={styles.photoImg}
                    src={image.sizes.large ?? image.sizes.thumbnail}
                    alt={arrivalsText.photoOf(truck.title, index + 1)}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.photo}>{arrivalsText.noImage}</div>
          )}
          <Stack space={5}>
            <TruckFacts truck={truck} />
            {truck.description && <p className={styles.lead}>{truck.description}</p>}
          </Stack>
        </div>
        <PartsSection
          id="truck-parts"
          title={arrivalsText.partsOnTruck}
          parts={truck.parts}
          empty={{
            description: arrivalsText.emptyParts,
            action: <Link to="/catalog">{arrivalsText.toCatalog}</Link>,
          }}
        />
      </Stack>
    </Page>
  )
}
