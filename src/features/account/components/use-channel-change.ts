import { toastQueue } from '@gruzovik/design-system'
import { useState } from 'react'
import type { NoticeChannel } from '../../../api/inform-receipts.ts'
import { informReceiptsText } from '../../../content/account.ts'
import { notifyError } from '../../../lib/error-notifications.ts'

/**
 * A subscription's channel changed from the list: shown chosen at once (and kept shown while
 * the list reloads), saved; a refusal is told as a notification and the choice goes back.
 */
export function useChannelChange(
  save: (uuid: string, channel: NoticeChannel) => Promise<unknown>,
  reload: () => void,
) {
  const [pending, setPending] = useState<ReadonlyMap<string, NoticeChannel>>(new Map())
  const settle = (uuid: string) =>
    setPending((map) => {
      const next = new Map(map)
      next.delete(uuid)
      return next
    })
  const change = async (uuid: string, channel: NoticeChannel) => {
    setPending((map) => new Map(map).set(uuid, channel))
    try {
      await save(uuid, channel)
      toastQueue.success(informReceiptsText.channelChanged)
      reload()
    } catch (error) {
      settle(uuid)
      notifyError(error)
    }
  }
  return { pending, change }
}
