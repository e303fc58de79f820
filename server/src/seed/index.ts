import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { phoneCodes } from '../db/schema/index.ts'
import { defaultPhoneCodes } from '../modules/app/default-phone-codes.ts'
import { seedCatalog } from './catalog.ts'
import { seedCommerce } from './commerce.ts'

/** Seeds demo data once: a database that already has phone codes is left alone. */
export async function seedIfEmpty(
  db: Database,
  options: { parts?: number } = {},
): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(phoneCodes)
  if ((row?.count ?? 0) > 0) return false
  await db.insert(phoneCodes).values(defaultPhoneCodes)
  await seedCatalog(db, options)
  await seedCommerce(db)
  return true
}
