import { createOrderPayment } from '../../api/orders.ts'
import { notifyError } from '../error-notifications.ts'
import { resolveNavigation } from './safe-url.ts'

/**
 * The payment provider returns to /payment_success or /payment_failed without saying which
 * order was paid: the shop remembers the order number in this tab before leaving for the bank.
 */
const key = 'gruzovik.payingOrder'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function rememberPayingOrder(number: string, storage: Storage | null = tabStorage()) {
  try {
    storage?.setItem(key, number)
  } catch {
    // Storage full or blocked: the result page then points to the account's order list.
  }
}

export function payingOrder(storage: Storage | null = tabStorage()): string | undefined {
  try {
    return storage?.getItem(key) || undefined
  } catch {
    return undefined
  }
}

/**
 * Starts a card payment of an existing order and leaves for the provider's page (a full load:
 * it may live on another origin), remembering the order for the way back. A refusal is an error
 * notification; the customer stays where they were.
 */
export async function payOrder(number: string) {
  try {
    const { payment_url } = await createOrderPayment(number)
    const target = resolveNavigation(payment_url, {
      external: true,
      origin: window.location.origin,
    })
    rememberPayingOrder(number)
    window.location.assign(target.href)
  } catch (error) {
    notifyError(error)
  }
}
