import { Skeleton, Stack, visuallyHidden } from '@gruzovik/design-system'
import { shellLabels } from '../content/navigation.ts'

/**
 * Any page while it loads, when its route has no skeleton of its own: the heading and the text
 * in their places, so the footer does not jump up into an empty page.
 */
export function PendingPage() {
  return (
    <Stack space={4}>
      <p role="status" className={visuallyHidden}>
        {shellLabels.pageLoading}
      </p>
      <div aria-hidden="true">
        <Stack space={4}>
          <Skeleton height="2.2em" width="50%" />
          <Skeleton height="1.2em" width="80%" />
          <Skeleton height="1.2em" width="70%" />
          <Skeleton height="320px" />
        </Stack>
      </div>
    </Stack>
  )
}
