import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../../src/db/database.ts'
import { authTokens } from '../../src/db/schema/index.ts'
import { hashToken } from '../../src/modules/customers/customers.repository.ts'
import type { ValuePools } from './schema-values.ts'

/** The first demo person (+7 999 000-00-01): every permission, a counterparty, favourites. */
export const seededCustomerPhone = '79990000001'

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** A seeded customer's id and account. */
export async function seededCustomer(db: Database, phone = seededCustomerPhone) {
  const [row] = await rows<{ id: string; account_id: string }>(
    db,
    sql`SELECT id, account_id FROM customers WHERE phone = ${phone}`,
  )
  if (!row) throw new Error(`seeded customer ${phone} is missing`)
  return { id: row.id, accountId: row.account_id }
}

/** A fresh live bearer token of a customer, inserted as login would; one per session. */
export async function mintToken(db: Database, customerId: string, ttlMs = 3_600_000) {
  const token = randomBytes(24).toString('hex')
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    customerId,
    expiresAt: new Date(Date.now() + ttlMs),
  })
  return token
}

/** Parts in stock (cheapest first), to fill carts in concurrency tests. */
export async function partsInStock(db: Database, limit: number) {
  return rows<{ id: string; total_stock: number }>(
    db,
    sql`SELECT id, total_stock FROM parts WHERE total_stock > 0 ORDER BY slug LIMIT ${limit}`,
  )
}

/** Real ids and slugs of the seeded database, so generated requests hit real rows. */
export async function seededPools(db: Database, accountId: string): Promise<ValuePools> {
  const ids = await rows<{ id: string }>(
    db,
    sql`(SELECT id FROM parts WHERE total_stock > 0 ORDER BY slug LIMIT 15)
      UNION ALL (SELECT id FROM warranties LIMIT 5)
      UNION ALL (SELECT id FROM counterparties WHERE account_id = ${accountId})
      UNION ALL (SELECT id FROM addresses WHERE account_id = ${accountId})
      UNION ALL (SELECT id FROM recipients WHERE account_id = ${accountId})`,
  )
  const slugs = await rows<{ slug: string }>(
    db,
    sql`(SELECT slug FROM parts ORDER BY slug LIMIT 8)
      UNION ALL (SELECT slug FROM marks LIMIT 4)
      UNION ALL (SELECT slug FROM nodes LIMIT 4)
      UNION ALL (SELECT slug FROM nomenclatures LIMIT 3)
      UNION ALL (SELECT slug FROM cross_groups LIMIT 3)
      UNION ALL (SELECT slug FROM arrivals LIMIT 3)`,
  )
  const stocked = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM parts WHERE total_stock >= 3 ORDER BY slug LIMIT 12`,
  )
  const warrantyIds = await rows<{ id: string }>(
    db,
    sql`SELECT w.id FROM warranties w JOIN parts p ON p.id = w.part_id
      WHERE p.total_stock >= 3 ORDER BY p.slug LIMIT 6`,
  )
  const own = async (table: 'counterparties' | 'recipients' | 'addresses') =>
    (
      await rows<{ id: string }>(
        db,
        sql`SELECT id FROM ${sql.raw(table)} WHERE account_id = ${accountId}`,
      )
    ).map((r) => r.id)
  const models = await rows<{ slug: string }>(db, sql`SELECT slug FROM truck_models LIMIT 5`)
  const numbers = await rows<{ number: number }>(db, sql`SELECT number FROM orders LIMIT 5`)
  return {
    uuids: ids.map((r) => r.id),
    pathValues: {
      slug: slugs.map((r) => r.slug),
      model: models.map((r) => r.slug),
      number: [
        ...numbers.map((r) => String(r.number)),
        '100001',
        '100002',
        '0',
        '-1',
        '999999999999',
      ],
      uuid: ids.map((r) => r.id),
      product_uuid: ids.map((r) => r.id),
    },
    fields: {
      product_uuid: stocked.map((r) => r.id),
      quantity: [1, 1, 1, 2],
      warranty_uuid: ['', ...warrantyIds.map((r) => r.id)],
      counterparty_uuid: [null, ...(await own('counterparties'))],
      recipient_uuid: [null, ...(await own('recipients'))],
      address_uuid: await own('addresses'),
      payment_method: ['card'],
    },
  }
}
