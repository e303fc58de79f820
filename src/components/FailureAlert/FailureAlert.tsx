import type { Failure } from '@gruzovik/machines'
import type { ReactNode } from 'react'
import { failureText } from '../../lib/errors/describe-failure.ts'
import * as styles from './FailureAlert.css.ts'

/**
 * Where an action failed, what happened and what to do now (docs/product.md#errors). The alert
 * region is always rendered, empty without a failure, so screen readers announce the message
 * when it appears; `children` add detail (the cart's changed lines).
 */
export function FailureAlert({
  failure,
  children,
}: {
  failure: Failure | null
  children?: ReactNode
}) {
  return (
    <div role="alert" className={styles.region}>
      {failure && (
        <>
          <p className={styles.text}>{failureText(failure)}</p>
          {children}
        </>
      )}
    </div>
  )
}
