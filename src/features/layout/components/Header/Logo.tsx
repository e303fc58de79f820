import { shellLabels } from '../../../../content/navigation.ts'
import { site } from '../../../../content/site.ts'
import { HrefLink } from '../HrefLink/HrefLink.tsx'
import * as styles from './Header.css.ts'

/** The shop's own wordmark: a generic truck silhouette and the name (no makers' logos). */
export function Logo() {
  return (
    <HrefLink href="/" className={styles.logo} aria-label={shellLabels.logo}>
      <svg viewBox="0 0 40 28" className={styles.logoMark} aria-hidden="true" focusable="false">
        <rect x="1" y="4" width="24" height="15" rx="2" fill="#c2410c" />
        <path d="M26 9h7l5 6v4H26z" fill="currentColor" />
        <circle cx="9" cy="22" r="4" fill="currentColor" stroke="#16181d" strokeWidth="2" />
        <circle cx="31" cy="22" r="4" fill="currentColor" stroke="#16181d" strokeWidth="2" />
      </svg>
      <span aria-hidden="true">{site.name}</span>
    </HrefLink>
  )
}
