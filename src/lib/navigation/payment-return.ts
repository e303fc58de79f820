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
