import { ru } from '../../i18n/ru.ts'
import * as styles from './Spinner.css.ts'

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string
}

/** An indeterminate progress indicator with an accessible name. */
export function Spinner({ label = ru.loading }: SpinnerProps) {
  return <span role="progressbar" aria-label={label} className={styles.spinner} />
}
