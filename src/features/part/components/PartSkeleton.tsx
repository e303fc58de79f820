import { Skeleton, Stack, visuallyHidden } from '@gruzovik/design-system'
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
        <Stack space={4}>
          <Skeleton height="1.2em" width="60%" />
          <Skeleton height="1.2em" width="40%" />
          <Skeleton height="220px" />
        </Stack>
      </div>
    </PageSkeleton>
  )
}

/** The cross-group page while it loads: articles and the cards. */
export function CrossGroupSkeleton() {
  return (
    <PageSkeleton titleKey="crossgroup" status={crossGroupText.loading}>
      <Stack space={4} aria-hidden="true">
        <Skeleton height="2.5em" width="70%" />
        <PartGridSkeleton count={4} />
      </Stack>
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
      <p role="status" className={visuallyHidden}>
        {status}
      </p>
      {children}
    </Page>
  )
}
