import { afterAll, beforeAll, expect } from 'vitest'
import { createTestApp } from '../helpers.ts'

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
let seq = 0
/** Digits only, unique per test: no letter of it is a Cyrillic look-alike by accident. */
export const digits = () => `${process.pid % 1000}${Date.now() % 100000}${++seq}`.padEnd(9, '7')

/**
 * A test file's app for the order-from-a-list calls (on the development bank: «Повторить заказ»
 * needs a past card order), started before the file's tests and closed after them, with the
 * calls those tests make as a guest.
 */
export function listApp() {
  let app: Awaited<ReturnType<typeof createTestApp>> | undefined
  let sessionSeq = 0
  const current = () => {
    if (!app) throw new Error('the list app is used outside its tests')
    return app
  }
  beforeAll(async () => {
    app = await createTestApp({ seed: false, config: { appEnv: 'development' } })
  })
  afterAll(() => app?.close())

  const guest = () => ({ session: `list-${process.pid}-${++sessionSeq}-session-id` })
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    current().app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
  const upload = (body: Buffer | string, type = xlsxType) =>
    current().app.inject({
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
      return current().app
    },
    get db() {
      return current().db
    },
    guest,
    post,
    upload,
    resolve,
  }
}
