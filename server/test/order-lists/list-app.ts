import { expect } from 'vitest'
import { useOrderApp } from '../order-app.ts'

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
let seq = 0
/** Digits only, unique per test: no letter of it is a Cyrillic look-alike by accident. */
export const digits = () => `${process.pid % 1000}${Date.now() % 100000}${++seq}`.padEnd(9, '7')

/**
 * A test file's app for the order-from-a-list calls: the order tests' app (useOrderApp, on the
 * development bank: «Повторить заказ» needs a past card order), with the calls those tests make
 * as a guest.
 */
export function listApp() {
  const order = useOrderApp()
  let sessionSeq = 0

  const guest = () => ({ session: `list-${process.pid}-${++sessionSeq}-session-id` })
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    order.call('POST', url, headers, payload)
  const upload = (body: Buffer | string, type = xlsxType) =>
    order.app.inject({
      method: 'POST',
      url: '/api/cart/import/parse?filename=list.xlsx',
      headers: { ...guest(), 'content-type': type },
      payload: body,
    })
  const resolve = async (rows: object[]) => {
    const res = await post('/api/cart/import/resolve', guest(), { rows })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  return {
    get app() {
      return order.app
    },
    get db() {
      return order.db
    },
    guest,
    post,
    upload,
    resolve,
  }
}
