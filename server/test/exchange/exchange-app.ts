import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { exchangeSettingsFrom } from '../../src/modules/exchange/exchange-settings.ts'
import { createTestApp, type TestAppOptions } from '../helpers.ts'

export const fixtures = fileURLToPath(new URL('../fixtures/exchange/', import.meta.url))

export const login = 'onec'
export const password = 'секрет-1c'
export const basic = `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`

/** The exchange's settings of a test app, its files in a new temporary folder. */
export function testExchangeSettings(env: NodeJS.ProcessEnv = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-exchange-'))
  return exchangeSettingsFrom(
    {
      EXCHANGE_LOGIN: login,
      EXCHANGE_PASSWORD: password,
      EXCHANGE_DIR: dir,
      EXCHANGE_BASE_PRICE_TYPE: 'Старая цена',
      EXCHANGE_WAREHOUSES: 'Склад Шушары=spb; w-msk=msk',
      EXCHANGE_IMPORT_WAIT_MS: '0',
      ...env,
    },
    dir,
  )
}

/** A test app with the exchange on, its files in a temporary folder. */
export async function createExchangeApp(env: NodeJS.ProcessEnv = {}, options: TestAppOptions = {}) {
  const exchange = testExchangeSettings(env)
  const ctx = await createTestApp({ ...options, config: { ...options.config, exchange } })
  return { ...ctx, dir: exchange.dir, settings: exchange }
}

export type ExchangeApp = Awaited<ReturnType<typeof createExchangeApp>>

/** A 1C client: checkauth, then every call with the session cookie. */
export async function startSession(ctx: ExchangeApp, type: 'catalog' | 'sale' = 'catalog') {
  const auth = await ctx.app.inject({
    url: `/1c_exchange?type=${type}&mode=checkauth`,
    headers: { authorization: basic },
  })
  const [status, name, value] = auth.body.split('\n')
  if (status !== 'success') throw new Error(`checkauth: ${auth.body}`)
  const cookie = `${name}=${value}`
  const call = (mode: string, query = '', payload?: Buffer | string) =>
    ctx.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url: `/1c_exchange?type=${type}&mode=${mode}${query}`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      ...(payload === undefined ? {} : { payload }),
    })
  return { cookie, call }
}

/** Sends a file in chunks of `chunk` bytes, then imports it, polling while it answers progress. */
export async function upload(
  session: Awaited<ReturnType<typeof startSession>>,
  filename: string,
  bytes: Buffer,
  chunk = 1 << 20,
) {
  for (let start = 0; start < bytes.length; start += chunk) {
    const res = await session.call(
      'file',
      `&filename=${encodeURIComponent(filename)}`,
      bytes.subarray(start, start + chunk),
    )
    if (res.body !== 'success') throw new Error(`file: ${res.body}`)
  }
}

export async function importUntilDone(
  session: Awaited<ReturnType<typeof startSession>>,
  filename: string,
) {
  const answers: string[] = []
  for (let i = 0; i < 500; i++) {
    const res = await session.call('import', `&filename=${encodeURIComponent(filename)}`)
    answers.push(res.body)
    if (res.body !== 'progress') return { last: res.body, answers }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('import never finished')
}

export const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name))

/**
 * One catalogue exchange in a new session: init, the files sent in order, then `imports`
 * imported in order (the files sent, by default; an archive's are the files it holds). Returns
 * each import's last answer.
 */
export async function exchangeFiles(
  ctx: ExchangeApp,
  files: readonly (readonly [string, Buffer])[],
  imports: readonly string[] = files.map(([name]) => name),
) {
  const session = await startSession(ctx)
  await session.call('init')
  for (const [name, bytes] of files) await upload(session, name, bytes)
  const answers: string[] = []
  for (const name of imports) answers.push((await importUntilDone(session, name)).last)
  return answers
}

/**
 * One catalogue exchange of a fixture folder's pair (`full`, `changes`, `cp1251`): init, both
 * files uploaded, then imported in 1C's order. Returns each import's last answer.
 */
export const exchangePair = (ctx: ExchangeApp, folder: string) =>
  exchangeFiles(ctx, [
    ['import.xml', fixture(`${folder}/import.xml`)],
    ['offers.xml', fixture(`${folder}/offers.xml`)],
  ])
