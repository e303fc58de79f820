import { Skeleton } from '@gruzovik/design-system'
import { Page } from '../../../components/Page.tsx'
import { PartGridSkeleton } from '../../../components/PartCard/PartGrid.tsx'
import { catalogueText } from '../../../content/catalogue.ts'
import * as styles from './catalogue.css.ts'

/** Shown while a catalogue page loads: filters and cards in their final places. */
export function CatalogueSkeleton() {
  return (
    <Page titleKey="catalog">
      <p role="status" className={styles.visuallyHidden}>
        {catalogueText.loading}
      </p>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.aside}>
          <Skeleton height="180px" />
          <Skeleton height="180px" />
        </div>
        <div className={styles.results}>
          <Skeleton height="48px" />
          <PartGridSkeleton />
        </div>
      </div>
    </Page>
  )
}
