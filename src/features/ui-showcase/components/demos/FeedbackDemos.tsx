import {
  type AppToastQueue,
  Button,
  EmptyState,
  Inline,
  Link,
  Skeleton,
  Spinner,
  Stack,
} from '@gruzovik/design-system'
import { uiShowcaseTexts } from '../../../../content/ui-showcase.ts'
import * as styles from '../showcase.css.ts'

const texts = uiShowcaseTexts

export function EmptyStateDemo() {
  return (
    <EmptyState
      headingLevel={3}
      description={texts.emptyState.description}
      action={<Link href={texts.emptyState.actionHref}>{texts.emptyState.action}</Link>}
    />
  )
}

export function SkeletonDemo() {
  return (
    <Stack space={3}>
      <div className={styles.skeletonCard}>
        <Skeleton circle width="48px" height="48px" />
        <div className={styles.skeletonLines}>
          <Skeleton width="80%" />
          <Skeleton width="50%" />
          <Skeleton width="30%" height="1.5em" />
        </div>
      </div>
      <p className={styles.caption}>{texts.skeleton.caption}</p>
    </Stack>
  )
}

export function SpinnerDemo() {
  return (
    <Inline space={3} alignY="center">
      <Spinner label={texts.spinner.label} />
      <Button variant="secondary" isPending>
        {texts.spinner.pending}
      </Button>
    </Inline>
  )
}

/** Toasts go to the app's one region (mounted by the layout), not a second one here. */
export function ToastDemo({ toasts }: { toasts: Pick<AppToastQueue, 'success' | 'error'> }) {
  return (
    <Inline space={3} alignY="center">
      <Button variant="secondary" onPress={() => toasts.success(texts.toast.successText)}>
        {texts.toast.success}
      </Button>
      <Button variant="ghost" onPress={() => toasts.error(texts.toast.errorText)}>
        {texts.toast.error}
      </Button>
    </Inline>
  )
}
