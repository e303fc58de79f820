import { type AppToastQueue, ToastRegion, toastQueue } from '@gruzovik/design-system'
import { useEffect } from 'react'
import { onApiErrorNotification } from '../../../api/errors.ts'

/**
 * The account module's toast region, fed with the API layer's error notifications (spec 8).
 * Imported statically: the shop's lazy `import('@gruzovik/design-system')` resolves, in a second
 * entry, to a facade chunk that also loads (and starts) the shop's own entry.
 */
export function AccountNotifications({ queue = toastQueue }: { queue?: AppToastQueue }) {
  useEffect(() => onApiErrorNotification((text) => queue.error(text)), [queue])
  return <ToastRegion queue={queue} />
}
