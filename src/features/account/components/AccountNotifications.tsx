import { type AppToastQueue, ToastRegion, toastQueue } from '@gruzovik/design-system'
import { useEffect } from 'react'
import { onErrorNotification } from '../../../lib/error-notifications.ts'

/**
 * The account module's toast region, fed with the error notifications of failed calls
 * (docs/product.md#error-reporting). Imported statically: the shop's lazy
 * `import('@gruzovik/design-system')` resolves, in a second entry, to a facade chunk that also
 * loads (and starts) the shop's own entry.
 */
export function AccountNotifications({ queue = toastQueue }: { queue?: AppToastQueue }) {
  useEffect(() => onErrorNotification((text) => queue.error(text)), [queue])
  return <ToastRegion queue={queue} />
}
