import { EmptyState, formatDate, Heading, Inline, plural, Stack } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import { TruckCard } from '../../../components/TruckCard/TruckCard.tsx'
import { homeText } from '../../../content/home.ts'
import type { LoadResult } from '../../../lib/load-result.ts'
import type { ArrivalTruck, LatestArrivals } from '../latest-arrivals.ts'
import * as styles from './home.css.ts'
import { SectionError } from './SectionError.tsx'

const text = homeText.arrivals

/** `2026-11-01` as a Russian date; a malformed date is shown as it came rather than crash. */
function arrivalDate(iso: string) {
  const date = new Date(`${iso}T00:00:00`)
  return Number.isNaN(date.getTime()) ? iso : formatDate(date)
}

function TruckTile({ truck }: { truck: ArrivalTruck }) {
  return (
    <TruckCard truck={truck} variant="tile" headingLevel={3}>
      <p className={styles.muted}>{text.arrivedOn(arrivalDate(truck.arrived_at))}</p>
      <p className={styles.muted}>
        {text.parts(truck.parts_count, plural(truck.parts_count, text.partsForms))}
      </p>
    </TruckCard>
  )
}

/** Used arrivals: the newest dismantled truck of each make and the makes in dismantling. */
export function ArrivalsSection({ result }: { result: LoadResult<LatestArrivals> }) {
  return (
    <Stack as="section" space={4} aria-labelledby="home-arrivals">
      <Inline space={2} align="space-between" alignY="baseline">
        <Heading level={2} size="xl" lineHeight="tight" id="home-arrivals">
          {text.title}
        </Heading>
        <Link to="/razborka" className={styles.moreLink}>
          {text.all}
        </Link>
      </Inline>
      <p className={styles.lead}>{text.lead}</p>
      <ArrivalsBody result={result} />
    </Stack>
  )
}

function ArrivalsBody({ result }: { result: LoadResult<LatestArrivals> }) {
  if (result.status !== 'ok')
    return (
      <SectionError message={text.failed} offline={result.status === 'error' && result.offline} />
    )
  const { marks, trucks } = result.data
  if (marks.length === 0)
    return (
      <EmptyState
        description={text.empty}
        action={<Link to="/catalog">{homeText.catalog.toCatalog}</Link>}
      />
    )
  return (
    <>
      {trucks.length > 0 ? (
        <ul className={styles.trucks} aria-label={text.trucksLabel}>
          {trucks.map((truck) => (
            <li key={`${truck.model}/${truck.slug}`}>
              <TruckTile truck={truck} />
            </li>
          ))}
        </ul>
      ) : null}
      <ul className={styles.tiles} aria-label={text.byMarkLabel}>
        {marks.map((mark) => (
          <li key={mark.slug}>
            <Link to="/razborka/$slug" params={{ slug: mark.slug }} className={styles.tile}>
              <span>
                {mark.title}
                <span className={styles.tileNote}>
                  {text.trucks(mark.trucks_count, plural(mark.trucks_count, text.trucksForms))}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
