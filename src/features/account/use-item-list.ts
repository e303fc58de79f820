import { toastQueue } from '@gruzovik/design-system'
import { notifyError } from '../../lib/error-notifications.ts'
import { useLoad } from './use-load.ts'

/**
 * A list page's data (`useLoad` with `load` and `key`) and the removal of one item by uuid: on
 * success a toast with `removedText` and a reload, on failure the error notification.
 */
export function useItemList<T>(
  load: () => Promise<T>,
  key: string,
  removeItem: (uuid: string) => Promise<unknown>,
  removedText: string,
) {
  const { state, reload } = useLoad(load, key)
  const remove = async (uuid: string) => {
    try {
      await removeItem(uuid)
      toastQueue.success(removedText)
      reload()
    } catch (error) {
      notifyError(error)
    }
  }
  return { state, reload, remove }
}
