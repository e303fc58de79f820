import { Button, Skeleton } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import { accountText } from '../../../content/account.ts'
import type { LoadState } from '../use-load.ts'
import * as styles from './account.css.ts'
import { Forbidden } from './Forbidden.tsx'

/** Skeleton rows while loading, the 403 page, an error with retry, or the loaded content. */
export function LoadView<T>({
  state,
  retry,
  children,
}: {
  state: LoadState<T>
  retry: () => void
  children: (data: T) => ReactNode
}) {
  if (state.status === 'loading') {
    return (
      <div className={styles.skeletonList} role="status" aria-label={accountText.loading}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height="2.75rem" />
        ))}
      </div>
    )
  }
  if (state.status === 'forbidden') return <Forbidden />
  if (state.status === 'error') {
    return (
      <div className={styles.message} role="alert">
        <p>{accountText.loadError}</p>
        <Button onPress={retry}>{accountText.retry}</Button>
      </div>
    )
  }
  return <>{children(state.data)}</>
}
