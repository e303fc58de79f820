import { afterAll, beforeAll, describe, it } from 'vitest'
import { reconcilingRace } from '../support/reconciling-race.ts'
import { startYookassaApp, type YookassaApp } from '../support/yookassa-app.ts'

/** The reconciliation job in two processes (two pools) on one PostgreSQL database. */
describe('payment reconciliation on PostgreSQL', () => {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error('TEST_DATABASE_URL is required (npm run test:server:pg)')
  }
  let t: YookassaApp
  beforeAll(async () => {
    t = await startYookassaApp()
  }, 120_000)
  afterAll(() => t?.close(), 60_000)

  it('two processes reconciling at once read each due payment once and pay each order once', async () => {
    await reconcilingRace(t, 5)
  }, 120_000)
})
