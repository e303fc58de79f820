import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { pageMeta } from '../../db/schema/index.ts'

export function createMetaRepository(db: Database) {
  return {
    async find(page: string) {
      const [row] = await db.select().from(pageMeta).where(eq(pageMeta.page, page)).limit(1)
      return row ?? null
    },
  }
}

export type MetaRepository = ReturnType<typeof createMetaRepository>
