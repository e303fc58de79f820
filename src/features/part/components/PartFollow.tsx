import { Button, toastQueue } from '@gruzovik/design-system'
import { can } from '@gruzovik/machines'
import { useState } from 'react'
import { addFavourite, removeFavourite } from '../../../api/favourites.ts'
import { createInformReceipt } from '../../../api/inform-receipts.ts'
import { partText } from '../../../content/part.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import * as styles from './part.css.ts'

export interface PartFollowProps {
  productUuid: string
  inStock: boolean
  toasts?: Pick<typeof toastQueue, 'success'>
}

/**
 * Favourites and "notify about arrival" for logged-in customers with those permissions.
 * A failed call is announced by the API layer (spec 8) and leaves the button as it was.
 */
export function PartFollow({ productUuid, inStock, toasts = toastQueue }: PartFollowProps) {
  const { user } = useAppData()
  const [favourite, setFavourite] = useState(false)
  const [subscribed, setSubscribed] = useState(false)
  const [busy, setBusy] = useState<'favourite' | 'notify' | null>(null)
  const canFavourite = can(user, 'favourite.show')
  const canNotify = !inStock && can(user, 'informReceipt.show')
  if (!canFavourite && !canNotify) return null

  const run = async (what: 'favourite' | 'notify', call: () => Promise<void>) => {
    setBusy(what)
    try {
      await call()
    } catch {
      // Already reported by the API layer; nothing changed.
    } finally {
      setBusy(null)
    }
  }
  const toggleFavourite = () =>
    run('favourite', async () => {
      if (favourite) await removeFavourite(productUuid)
      else await addFavourite(productUuid)
      setFavourite(!favourite)
      toasts.success(favourite ? partText.favouriteRemoved : partText.favouriteAdded)
    })
  const subscribe = () =>
    run('notify', async () => {
      await createInformReceipt(productUuid)
      setSubscribed(true)
      toasts.success(partText.notifyDone)
    })

  return (
    <div className={styles.row}>
      {canFavourite && (
        <Button variant="secondary" isPending={busy === 'favourite'} onPress={toggleFavourite}>
          {favourite ? partText.favouriteRemove : partText.favouriteAdd}
        </Button>
      )}
      {canNotify &&
        (subscribed ? (
          <p className={styles.total} role="status">
            {partText.notifySubscribed}
          </p>
        ) : (
          <Button variant="primary" isPending={busy === 'notify'} onPress={subscribe}>
            {partText.notifyMe}
          </Button>
        ))}
    </div>
  )
}
