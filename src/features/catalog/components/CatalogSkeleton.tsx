import { Skeleton, Stack, visuallyHidden } from '@gruzovik/design-system'
import { Page } from '../../../components/Page.tsx'
import { PartGridSkeleton } from '../../../components/PartCard/PartGrid.tsx'
import { catalogText } from '../../../content/catalog.ts'
import * as styles from './catalog.css.ts'

/** Shown while a catalogue page loads: filters and cards in their final places. */
export function CatalogSkeleton() {
  return (
    <Page titleKey="catalog">
      <p role="status" className={visuallyHidden}>
        {catalogText.loading}
      </p>
      <div className={styles.layout} aria-hidden="true">
        <Stack space={4}>
          <Skeleton height="180px" />
          <Skeleton height="180px" />
        </Stack>
        <Stack space={4}>
          <Skeleton height="48px" />
          <PartGridSkeleton />
        </Stack>
      </div>
    </Page>
  )
}
