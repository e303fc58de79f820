import { asc } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { phoneCodes } from '../../db/schema/index.ts'

export function createPhoneCodesRepository(db: Database) {
  return {
    async list() {
      return db
        .select({ prefix: phoneCodes.prefix, mask: phoneCodes.mask })
        .from(phoneCodes)
        .orderBy(asc(phoneCodes.sort))
    },
  }
}
