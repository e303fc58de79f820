import { Skeleton } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import { Page } from '../../../components/Page.tsx'
import { PartGridSkeleton } from '../../../components/PartCard/PartGrid.tsx'
import type { PageKey } from '../../../content/pages.ts'
import { crossGroupText, partText } from '../../../content/part.ts'
import * as styles from './part.css.ts'

/** The part page while it loads: photo, facts and the buy box in their places. */
export function PartSkeleton() {
  return (
    <PageSkeleton titleKey="part" status={partText.loading}>
      <div className={styles.top} aria-hidden="true">
        <Skeleton height="320px" />
        <div className={styles.info}>
          <Skeleton height="1.2em" width="60%" />
          <Skeleton height="1.2em" width="40%" />
          <Skeleton height="220px" />
        </div>
      </div>
    </PageSkeleton>
  )
}

/** The cross-group page while it loads: articles and the cards. */
export function CrossGroupSkeleton() {
  return (
    <PageSkeleton titleKey="crossgroup" status={crossGroupText.loading}>
      <div className={styles.info} aria-hidden="true">
        <Skeleton height="2.5em" width="70%" />
        <PartGridSkeleton count={4} />
      </div>
    </PageSkeleton>
  )
}

function PageSkeleton({
  titleKey,
  status,
  children,
}: {
  titleKey: PageKey
  status: string
  children: ReactNode
}) {
  return (
    <Page titleKey={titleKey}>
      <p role="status" className={styles.visuallyHidden}>
        {status}
      </p>
      {children}
    </Page>
  )
}
