import { visuallyHidden } from '../../css/visually-hidden.css.ts'
import { ru } from '../../i18n/ru.ts'
import * as styles from './Badge.css.ts'

export interface BadgeProps {
  count: number
  /** Counts above this show as `max+`. */
  max?: number
  /** The spoken text; the cart count by default. */
  label?: (count: number) => string
}

/**
 * A count bubble (cart). The visible number is decorative; a polite live region speaks the
 * full sentence when the count changes. Keyed by count so the bump animation replays.
 */
export function Badge({ count, max = 99, label = ru.cartBadge }: BadgeProps) {
  const safe = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0
  return (
    <>
      {safe > 0 && (
        <span key={safe} className={styles.badge} aria-hidden="true">
          {safe > max ? `${max}+` : safe}
        </span>
      )}
      <span className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {label(safe)}
      </span>
    </>
  )
}
