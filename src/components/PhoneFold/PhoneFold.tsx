import { mobileQuery } from '@gruzovik/design-system'
import { type ReactNode, useEffect, useState } from 'react'
import * as styles from './phone-fold.css.ts'

export interface PhoneFoldProps {
  /** The summary row (what shows while folded). */
  summary: ReactNode
  children: ReactNode
  className?: string | undefined
  /** Show the summary on desktop too (otherwise it is there only on a phone). */
  summaryOnDesktop?: boolean
}

/**
 * Open on desktop; one folded row on a phone, so the parts stay near the top. The server cannot
 * know the screen: until the browser decides, CSS folds it on a phone, so nothing moves when
 * the decision comes.
 */
export function PhoneFold({ summary, children, className, summaryOnDesktop }: PhoneFoldProps) {
  const [open, setOpen] = useState<boolean | null>(null)
  useEffect(() => {
    setOpen(!window.matchMedia?.(mobileQuery).matches)
  }, [])
  const classes = [styles.fold, open === null ? styles.undecided : '', className ?? '']
  return (
    <details
      className={classes.filter(Boolean).join(' ')}
      open={open ?? true}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={summaryOnDesktop ? styles.summary : styles.phoneSummary}>
        {summary}
      </summary>
      {children}
    </details>
  )
}
