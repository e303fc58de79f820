import { Button } from '@gruzovik/design-system'
import { homeText } from '../../../content/home.ts'
import { usePageRetry } from '../../../lib/use-page-retry.ts'
import * as styles from './home.css.ts'

/** A section whose data failed: what happened in plain Russian and a retry of the page's data. */
export function SectionError({ message, offline }: { message: string; offline: boolean }) {
  const { retry, retrying } = usePageRetry()
  return (
    <div role="alert" className={styles.errorBox}>
      <p className={styles.errorText}>
        {message} {offline ? homeText.offlineHint : homeText.errorHint}
      </p>
      <Button variant="secondary" onPress={retry} isPending={retrying}>
        {homeText.retry}
      </Button>
    </div>
  )
}
