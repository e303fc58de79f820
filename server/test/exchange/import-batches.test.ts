import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import {
  createExchangeApp,
  type ExchangeApp,
  fixture,
  importUntilDone,
  startSession,
} from './exchange-app.ts'

/** Imports the full catalogue pair; answers the import log's counts and the parts it wrote. */
async function importFullPair(ctx: ExchangeApp) {
  // Only this exchange's log entries: a retried test runs on the same databases.
  const [before] = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`select coalesce(max(id), 0)::int as id from exchange_log`),
  )
  const session = await startSession(ctx)
  await session.call('init')
  for (const name of ['import.xml', 'offers.xml']) {
    expect((await session.call('file', `&filename=${name}`, fixture(`full/${name}`))).body).toBe(
      'success',
    )
    expect((await importUntilDone(session, name)).last).toBe('success')
  }
  const log = rowsOf<{ counts: Record<string, number> }>(
    await ctx.db.execute(
      sql`select counts from exchange_log
        where mode = 'import' and outcome = 'success' and id > ${before?.id ?? 0} order by id`,
    ),
  )
  const parts = rowsOf(
    await ctx.db.execute(sql`
      select p.external_id, p.title, p.price, p.base_price, p.total_stock, p.images,
        (select json_agg(json_build_array(s.branch, s.quantity) order by s.branch)
          from part_stocks s where s.part_id = p.id) as stocks
      from parts p where p.external_id like 'b7f0d2a4-%' order by p.external_id`),
  )
  return { counts: log.map((l) => l.counts), parts }
}

// A shop told to write every product and offer in a batch of its own (EXCHANGE_BATCH_SIZE=1)
// ends with the same catalogue as one that writes them all in one batch at the end.
describe('1C catalogue import in batches of one', () => {
  let oneByOne: ExchangeApp
  let allAtOnce: ExchangeApp
  beforeAll(async () => {
    oneByOne = await createExchangeApp({ EXCHANGE_BATCH_SIZE: '1' })
    allAtOnce = await createExchangeApp()
  })
  afterAll(async () => {
    await oneByOne.close()
    await allAtOnce.close()
  })

  it('writes every product and offer and counts each once', async () => {
    const batched = await importFullPair(oneByOne)
    expect(batched.counts).toEqual([
      expect.objectContaining({ products: 4, inserted: 4, updated: 0 }),
      expect.objectContaining({ offers: 4, pricesChanged: 4 }),
    ])
    expect(batched).toEqual(await importFullPair(allAtOnce))
    expect(batched.parts).toContainEqual(
      expect.objectContaining({ external_id: 'b7f0d2a4-0001', price: 1_245_000, total_stock: 7 }),
    )
  })
})
