import { type AppToastQueue, toastQueue, useBrowserStore } from '@gruzovik/design-system'
import { lazy, Suspense, useEffect, useState } from 'react'
import { onApiErrorNotification } from '../../api/errors.ts'

// The region (react-aria's toast and landmark code) is fetched with the first notification.
// Imported from its own file: the package entry would drag every component into this chunk.
const ToastRegion = lazy(() =>
  import('@gruzovik/design-system/components/Toast/ToastRegion.tsx').then((module) => ({
    default: module.ToastRegion,
  })),
)

/**
 * The page's one toast region, fed with the API layer's error notifications (spec 8: a
 * top-level message, or a bare status, is shown as an error notification).
 */
export function Notifications({ queue = toastQueue }: { queue?: AppToastQueue }) {
  useEffect(() => onApiErrorNotification((text) => queue.error(text)), [queue])
  const count = useBrowserStore(
    (listener) => queue.queue.subscribe(listener),
    () => queue.queue.visibleToasts.length,
    () => 0,
  )
  const [wanted, setWanted] = useState(false)
  if (count > 0 && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion queue={queue} />
    </Suspense>
  )
}
