import { Skeleton } from '@gruzovik/design-system'
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
export function CatalogueSkeleton() {
  return (
    <section className={styles.section}>
      <p role="status" className={styles.visuallyHidden}>
        {homeText.catalogue.loading}
      </p>
      <div className={styles.section} aria-hidden="true">
        <Skeleton height="1.6em" width="14rem" />
        <Tiles count={8} height="52px" />
        <Skeleton height="1.6em" width="12rem" />
        <Tiles count={8} height="60px" />
      </div>
    </section>
  )
}

/** The arrivals section while it loads: its heading and truck cards with photo boxes. */
export function ArrivalsSkeleton() {
  return (
    <section className={styles.section}>
      <p role="status" className={styles.visuallyHidden}>
        {homeText.arrivals.loading}
      </p>
      <div className={styles.section} aria-hidden="true">
        <Skeleton height="1.6em" width="18rem" />
        <div className={styles.trucks}>
          <Skeleton height="210px" />
          <Skeleton height="210px" />
          <Skeleton height="210px" />
          <Skeleton height="210px" />
        </div>
      </div>
    </section>
  )
}
