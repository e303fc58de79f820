import { Skeleton, Stack, visuallyHidden } from '@gruzovik/design-system'
import { Page } from '../../../components/Page.tsx'
import { arrivalsText } from '../../../content/arrivals.ts'
import type { PageKey } from '../../../content/pages.ts'
import * as styles from './arrivals.css.ts'

/** The arrivals pages while they load: a lead line and tiles where the makes or trucks go. */
export function ArrivalsSkeleton({ titleKey }: { titleKey: PageKey }) {
  return (
    <Page titleKey={titleKey}>
      <p role="status" className={visuallyHidden}>
        {arrivalsText.loading}
      </p>
      <Stack space={5} aria-hidden="true">
        <Skeleton height="1.2em" width="60%" />
        <div className={styles.trucks}>
          <Skeleton height="220px" />
          <Skeleton height="220px" />
          <Skeleton height="220px" />
        </div>
      </Stack>
    </Page>
  )
}
