import { Skeleton } from '@gruzovik/design-system'
import type { Part } from '../../api/parts.ts'
import * as styles from './PartCard.css.ts'
import { PartCard } from './PartCard.tsx'

/** Cards in a responsive grid, as a list so screen readers announce the count. */
export function PartGrid({ parts, label }: { parts: readonly Part[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {parts.map((part) => (
        <li key={part.uuid}>
          <PartCard part={part} />
        </li>
      ))}
    </ul>
  )
}

/** The loading state shaped like the grid: image, two title lines, facts, price row. */
export function PartGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // Placeholders have no identity; their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className={styles.skeletonCard}>
          <Skeleton height="150px" />
          <Skeleton height="1.1em" />
          <Skeleton height="1.1em" width="70%" />
          <Skeleton height="0.9em" width="55%" />
          <Skeleton height="44px" />
        </li>
      ))}
    </ul>
  )
}
