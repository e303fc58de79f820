import { Skeleton, Stack, visuallyHidden } from '@gruzovik/design-system'
import { homeText } from '../../../content/home.ts'
import * as styles from './home.css.ts'

function Tiles({ count, height }: { count: number; height: string }) {
  return (
    <div className={styles.tiles}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Skeleton key={index} height={height} />
      ))}
    </div>
  )
}

/** The catalogue sections while the menu loads: make tiles, node tiles and unit tiles. */
export function CatalogSkeleton() {
  return (
    <Stack as="section" space={4}>
      <p role="status" className={visuallyHidden}>
        {homeText.catalog.loading}
      </p>
      <Stack space={4} aria-hidden="true">
        <Skeleton height="1.6em" width="14rem" />
        <Tiles count={8} height="52px" />
        <Skeleton height="1.6em" width="12rem" />
        <Tiles count={8} height="60px" />
      </Stack>
    </Stack>
  )
}

/** The arrivals section while it loads: its heading and truck cards with photo boxes. */
export function ArrivalsSkeleton() {
  return (
    <Stack as="section" space={4}>
      <p role="status" className={visuallyHidden}>
        {homeText.arrivals.loading}
      </p>
      <Stack space={4} aria-hidden="true">
        <Skeleton height="1.6em" width="18rem" />
        <div className={styles.trucks}>
          <Skeleton height="210px" />
          <Skeleton height="210px" />
          <Skeleton height="210px" />
          <Skeleton height="210px" />
        </div>
      </Stack>
    </Stack>
  )
}
