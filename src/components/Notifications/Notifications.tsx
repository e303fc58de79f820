import { type AppToastQueue, toastQueue, useBrowserStore } from '@gruzovik/design-system'
import { lazy, Suspense, useEffect, useState } from 'react'
import { onErrorNotification } from '../../lib/error-notifications.ts'

// The region (react-aria's toast and landmark code) is fetched with the first notification.
// Imported through its own entry: the package index would drag every component into this chunk.
const ToastRegion = lazy(() =>
  import('@gruzovik/design-system/toast-region').then((module) => ({
    default: module.ToastRegion,
  })),
)

/**
 * The page's one toast region, fed with the error notifications of failed calls (a top-level
 * message, or a bare status; src/lib/error-notifications.ts).
 */
export function Notifications({ queue = toastQueue }: { queue?: AppToastQueue }) {
  useEffect(() => onErrorNotification((text) => queue.error(text)), [queue])
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
