import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components'

export const toastKinds = ['error', 'success'] as const
export type ToastKind = (typeof toastKinds)[number]

export interface ToastContent {
  kind: ToastKind
  text: string
}

/** Success fades after 5 s; an error stays until closed so it cannot be missed. */
const timeouts: Record<ToastKind, number | undefined> = { success: 5000, error: undefined }

/** Creates a queue; the app uses the shared `toastQueue`, stories and tests their own. */
export function createToastQueue(maxVisibleToasts = 3) {
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts })
  const add = (kind: ToastKind, text: string) =>
    queue.add({ kind, text }, { timeout: timeouts[kind] })
  return {
    queue,
    error: (text: string) => add('error', text),
    success: (text: string) => add('success', text),
    close: (key: string) => queue.close(key),
    clear: () => queue.clear(),
  }
}

export type AppToastQueue = ReturnType<typeof createToastQueue>

/** The app's one queue: `toastQueue.error('Не удалось добавить в корзину')` from anywhere. */
export const toastQueue = createToastQueue()
