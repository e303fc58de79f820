import { EmptyState, plural, Stack, Text } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { ArrivalMark } from '../../../api/arrivals.ts'
import { LoadError } from '../../../components/DataState/LoadError.tsx'
import { Page } from '../../../components/Page.tsx'
import { arrivalsText } from '../../../content/arrivals.ts'
import type { LoadResult } from '../../../lib/load-result.ts'
import * as styles from './arrivals.css.ts'

/** /razborka: the makes with trucks being dismantled, each with its count of trucks. */
export function ArrivalMarksPage({ result }: { result: LoadResult<ArrivalMark[]> }) {
  if (result.status !== 'ok') {
    return (
      <Page titleKey="razborka">
        <LoadError offline={result.status === 'error' && result.offline} />
      </Page>
    )
  }
  const marks = result.data
  return (
    <Page titleKey="razborka">
      <Stack space={5}>
        <p className={styles.lead}>{arrivalsText.lead}</p>
        {marks.length === 0 ? (
          <EmptyState
            description={arrivalsText.emptyMarks}
            action={<Link to="/catalog">{arrivalsText.toCatalog}</Link>}
          />
        ) : (
          <ul className={styles.tiles} aria-label={arrivalsText.marksHeading}>
            {marks.map((mark) => (
              <li key={mark.slug}>
                <Link to="/razborka/$slug" params={{ slug: mark.slug }} className={styles.tile}>
                  <Text size="lg" weight="bold">
                    {mark.title}
                  </Text>
                  <span className={styles.muted}>
                    {arrivalsText.count(
                      mark.trucks_count,
                      plural(mark.trucks_count, arrivalsText.trucksForms),
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Page>
  )
}
