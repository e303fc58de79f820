import { expect } from 'vitest'
import { openDatabase } from '../../src/db/database.ts'
import type { YookassaApp } from './yookassa-app.ts'

/**
 * Two server processes run the reconciliation job at the same moment over the same due payments
 * (each succeeded at YooKassa, no notification came): each payment is re-read by one of them
 * and each order paid once. On PostgreSQL the second process has its own pool (server-pg); on
 * PGlite both share the one connection.
 */
export async function reconcilingRace(t: YookassaApp, rounds = 3) {
  const second = t.databaseUrl
    ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null })
    : null
  try {
    for (let round = 1; round <= rounds; round++) {
      t.fake.requests.length = 0
      const started = await Promise.all(Array.from({ length: 6 }, () => t.startedPayment()))
      for (const { providerId } of started) t.fake.setStatus(providerId, 'succeeded')
      // Later each round, so the earlier rounds' payments are not claimed again meanwhile.
      const now = () => new Date(Date.now() + (11 + round * 20) * 60_000)
      const jobs = [t.reconciler(now), t.reconciler(now, second?.db ?? t.ctx.db)]
      const passes = await Promise.all(jobs.map((job) => job.runOnce()))
      for (const { number, providerId } of started) {
        expect(t.fake.reads().filter((r) => r.path === `/payments/${providerId}`)).toHaveLength(1)
        expect(await t.storedStatus(number)).toBe('paid')
      }
      const settled = passes.reduce((sum, pass) => sum + pass.payments.settled, 0)
      expect(settled).toBe(started.length)
    }
  } finally {
    await second?.close()
  }
}
