import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Verifier, type VerifierOptions } from '@pact-foundation/pact'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { buildApp } from '../../server/src/app.ts'
import { readConfig } from '../../server/src/config.ts'
import { openDatabase } from '../../server/src/db/database.ts'
import { phoneCodes } from '../../server/src/db/schema/index.ts'
import { defaultPhoneCodes } from '../../server/src/modules/app/default-phone-codes.ts'
import { createScratchDatabase } from '../../server/test/pg-scratch.ts'
import { resetDatabase } from './reset.ts'
import { createStateHandlers } from './states.ts'

const pactDir = path.resolve(import.meta.dirname, '../pacts')

/**
 * Verifies every pact in contracts/pacts/ against a freshly started server (in-memory PGlite,
 * or a scratch PostgreSQL database with TEST_DATABASE_URL) on a random port. Before each
 * interaction the database is emptied and the state handlers seed exactly the named states.
 */
describe('Pact provider verification (gruzovik-api)', () => {
  let base = ''
  let close = async () => {}
  let db: Awaited<ReturnType<typeof openDatabase>>['db']

  beforeAll(async () => {
    const scratch = process.env.TEST_DATABASE_URL
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
      : null
    const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: null })
    db = database.db
    await db.insert(phoneCodes).values(defaultPhoneCodes)
    const outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-pact-')), 'sms.jsonl')
    const base0 = readConfig({})
    const config = {
      ...base0,
      // The payment interactions complete through the development bank (APP_ENV=development only).
      appEnv: 'development',
      distDir: path.join(os.tmpdir(), 'gruzovik-no-dist'),
      sms: { ...base0.sms, outboxFile: outbox },
      // Verification replays every interaction from one address: no abuse limits here.
      smsLimits: { perPhonePerDay: 0, perIpPerHour: 0, perHour: 0 },
      rateLimits: { auth: 0, orders: 0, passport: 0, api: 0 },
    }
    const app = await buildApp({ config, db })
    base = await app.listen({ port: 0, host: '127.0.0.1' })
    close = async () => {
      await app.close()
      await database.close()
      await scratch?.drop()
    }
  })
  afterAll(() => close())

  it('honours every interaction of the shop’s pacts', async () => {
    const pactUrls = fs
      .readdirSync(pactDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(pactDir, name))
    if (pactUrls.length === 0)
      throw new Error(`no pact files in ${pactDir}: run the contracts project first`)
    await new Verifier({
      provider: 'gruzovik-api',
      providerBaseUrl: base,
      pactUrls,
      beforeEach: () => resetDatabase(db),
      // Pact's option type merges message-state handlers `(state, params)`; HTTP states get
      // `(params)`, which is what these are.
      stateHandlers: createStateHandlers(db) as unknown as VerifierOptions['stateHandlers'],
      logLevel: 'warn',
    }).verifyProvider()
  })
})
