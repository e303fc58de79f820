import { sql } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { phoneCodes } from '../schema/index.ts'
import { seedCatalog } from './catalog.ts'
import { seedCommerce } from './commerce.ts'
import { phoneCodeSeed } from './phone-codes.ts'

/** Seeds demo data once: a database that already has phone codes is left alone. */
export async function seedIfEmpty(
  db: Database,
  options: { parts?: number } = {},
): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(phoneCodes)
  if ((row?.count ?? 0) > 0) return false
  await db.insert(phoneCodes).values(phoneCodeSeed)
  await seedCatalog(db, options)
  await seedCommerce(db)
  return true
}
