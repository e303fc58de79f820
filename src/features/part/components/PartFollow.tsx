import { Button, Inline, toastQueue } from '@gruzovik/design-system'
import { can } from '@gruzovik/machines'
import { useEffect, useRef, useState } from 'react'
import { addFavourite, removeFavourite } from '../../../api/favourites.ts'
import { createInformReceipt } from '../../../api/inform-receipts.ts'
import { getPart } from '../../../api/parts.ts'
import { partText } from '../../../content/part.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { notifyError } from '../../../lib/error-notifications.ts'
import * as styles from './part.css.ts'

export interface PartFollowProps {
  productUuid: string
  slug: string
  inStock: boolean
  /** From the part card: present only when it was loaded with the customer's token. */
  isFavourite?: boolean
  isSubscribed?: boolean
  toasts?: Pick<typeof toastQueue, 'success'>
}

/**
 * Favourites and "notify about arrival" for logged-in customers with those permissions,
 * starting from what the server says about this customer and part. A card loaded before the
 * customer logged in carries no flags, so they are asked for once more.
 * A failed call is an error notification (docs/product.md#error-reporting) and leaves the
 * button as it was.
 */
export function PartFollow({
  productUuid,
  slug,
  inStock,
  isFavourite,
  isSubscribed,
  toasts = toastQueue,
}: PartFollowProps) {
  const { user } = useAppData()
  const [favourite, setFavourite] = useState(isFavourite ?? false)
  const [subscribed, setSubscribed] = useState(isSubscribed ?? false)
  const [busy, setBusy] = useState<'favourite' | 'notify' | null>(null)
  const touched = useRef(false)
  const canFavourite = can(user, 'favourite.show')
  const canNotify = !inStock && can(user, 'informReceipt.show')
  const flagsKnown = isFavourite !== undefined || isSubscribed !== undefined
  const shown = canFavourite || canNotify

  useEffect(() => {
    if (!shown || flagsKnown) return
    let current = true
    getPart(slug).then(
      (fresh) => {
        if (!current || touched.current) return
        setFavourite(fresh.is_favourite ?? false)
        setSubscribed(fresh.is_inform_receipt ?? false)
      },
      () => {
        // Nothing to tell: the buttons start from "not followed".
      },
    )
    return () => {
      current = false
    }
  }, [shown, flagsKnown, slug])

  if (!shown) return null

  const run = async (what: 'favourite' | 'notify', call: () => Promise<void>) => {
    touched.current = true
    setBusy(what)
    try {
      await call()
    } catch (error) {
      // Nothing changed.
      notifyError(error)
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
    <Inline space={3} alignY="center">
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
    </Inline>
  )
}
