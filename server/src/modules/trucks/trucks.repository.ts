import { and, asc, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { marks, truckModels, trucks } from '../../db/schema/index.ts'

export type TruckRecord = typeof trucks.$inferSelect & {
  markTitle: string | null
  modelTitle: string | null
}

export type TruckValues = Omit<
  typeof trucks.$inferInsert,
  'id' | 'accountId' | 'createdAt' | 'updatedAt'
>

const withTitles = { truck: trucks, markTitle: marks.title, modelTitle: truckModels.title }

/** An account's trucks; every query is scoped by the account, so no truck leaks across. */
export function createTrucksRepository(db: Database) {
  const select = () =>
    db
      .select(withTitles)
      .from(trucks)
      .leftJoin(marks, eq(marks.id, trucks.markId))
      .leftJoin(truckModels, eq(truckModels.id, trucks.modelId))
  const record = (row: { truck: typeof trucks.$inferSelect } & Record<string, unknown>) =>
    ({
      ...row.truck,
      markTitle: (row.markTitle as string | null) ?? null,
      modelTitle: (row.modelTitle as string | null) ?? null,
    }) satisfies TruckRecord

  const one = async (accountId: string, id: string): Promise<TruckRecord | null> => {
    const [row] = await select().where(and(eq(trucks.accountId, accountId), eq(trucks.id, id)))
    return row ? record(row) : null
  }

  return {
    one,
    async all(accountId: string): Promise<TruckRecord[]> {
      const rows = await select()
        .where(eq(trucks.accountId, accountId))
        .orderBy(asc(trucks.createdAt), asc(trucks.id))
      return rows.map(record)
    },
    /** The account's truck with this VIN, other than `exceptId`. */
    async withVin(accountId: string, vin: string, exceptId?: string) {
      const [row] = await db
        .select({ id: trucks.id, name: trucks.name })
        .from(trucks)
        .where(
          and(
            eq(trucks.accountId, accountId),
            eq(trucks.vin, vin),
            exceptId ? ne(trucks.id, exceptId) : undefined,
          ),
        )
      return row ?? null
    },
    async create(accountId: string, values: TruckValues) {
      const [row] = await db
        .insert(trucks)
        .values({ ...values, accountId })
        .onConflictDoNothing()
        .returning({ id: trucks.id })
      return row ? one(accountId, row.id) : null
    },
    /** False when the VIN is taken meanwhile (the unique index), null when there is no truck. */
    async update(accountId: string, id: string, values: TruckValues) {
      try {
        const [row] = await db
          .update(trucks)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(trucks.accountId, accountId), eq(trucks.id, id)))
          .returning({ id: trucks.id })
        return row ? one(accountId, row.id) : null
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
    },
    async remove(accountId: string, id: string) {
      const rows = await db
        .delete(trucks)
        .where(and(eq(trucks.accountId, accountId), eq(trucks.id, id)))
        .returning({ id: trucks.id })
      return rows.length > 0
    },

    /** The catalogue's makes with their models, for the form and the checks. */
    async makes() {
      const [markRows, modelRows] = await Promise.all([
        db
          .select({ id: marks.id, title: marks.title, slug: marks.slug })
          .from(marks)
          .orderBy(asc(marks.sort), asc(marks.title)),
        db
          .select({
            id: truckModels.id,
            markId: truckModels.markId,
            title: truckModels.title,
            slug: truckModels.slug,
            years: truckModels.years,
          })
          .from(truckModels)
          .orderBy(asc(truckModels.sort), asc(truckModels.title)),
      ])
      return markRows.map((mark) => ({
        ...mark,
        models: modelRows.filter((model) => model.markId === mark.id),
      }))
    },
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

export type TrucksRepository = ReturnType<typeof createTrucksRepository>
