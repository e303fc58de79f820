import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../src/db/database.ts'
import { crossGroups, marks, parts } from '../src/db/schema/index.ts'
import { createPart } from './commerce-fixtures.ts'

/** A part with the article, stock and price a list test needs (createPart, then its facts). */
export async function listPart(
  db: Database,
  options: {
    article: string
    stock?: number
    price?: number
    used?: boolean
    brand?: string | null
    markTitle?: string
    crossGroupId?: string | null
    extensionNumber?: string | null
  },
) {
  const { part } = await createPart(db, {
    stock: options.stock ?? 10,
    price: options.price ?? 100_000,
    used: options.used ?? false,
  })
  const normalized = options.article.toUpperCase().replace(/[^0-9A-Z]/g, '')
  const [updated] = await db
    .update(parts)
    .set({
      article: options.article,
      articleNormalized: normalized,
      brand: options.brand ?? null,
      crossGroupId: options.crossGroupId ?? null,
      extensionNumber: options.extensionNumber ?? null,
    })
    .where(eq(parts.id, part.id))
    .returning()
  if (options.markTitle) {
    await db.update(marks).set({ title: options.markTitle }).where(eq(marks.id, part.markId))
  }
  if (!updated) throw new Error('part not updated')
  return updated
}

export async function crossGroup(db: Database) {
  const [group] = await db
    .insert(crossGroups)
    .values({ slug: `cg-${randomBytes(4).toString('hex')}`, title: 'Фильтр масляный' })
    .returning()
  if (!group) throw new Error('cross group not inserted')
  return group.id
}

/** A unique article for one test (letters and digits, as 1C sends them). */
export const uniqueArticle = (prefix = 'T') =>
  `${prefix}${randomBytes(4)
    .toString('hex')
    .toUpperCase()
    .replace(/[^0-9A-F]/g, '')}`
