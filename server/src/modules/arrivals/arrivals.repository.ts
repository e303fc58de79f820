import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { arrivals, marks, parts, truckModels } from '../../db/schema/index.ts'

const truckColumns = {
  id: arrivals.id,
  slug: arrivals.slug,
  title: arrivals.title,
  year: arrivals.year,
  mileageKm: arrivals.mileageKm,
  engine: arrivals.engine,
  arrivedAt: arrivals.arrivedAt,
  image: arrivals.image,
  modelSlug: truckModels.slug,
  partsCount: sql<number>`(select count(*)::int from parts p where p.arrival_id = ${arrivals.id} and p.removed_at is null)`,
}

export function createArrivalsRepository(db: Database) {
  return {
    /** Makes with the number of their dismantled trucks. */
    marks: () =>
      db
        .select({
          id: marks.id,
          title: marks.title,
          slug: marks.slug,
          trucksCount: count(arrivals.id),
        })
        .from(marks)
        .innerJoin(arrivals, eq(arrivals.markId, marks.id))
        .groupBy(marks.id)
        .orderBy(asc(marks.sort)),

    async trucksOfMark(markId: string, limit: number, offset: number) {
      return db
        .select(truckColumns)
        .from(arrivals)
        .innerJoin(truckModels, eq(truckModels.id, arrivals.truckModelId))
        .where(eq(arrivals.markId, markId))
        .orderBy(desc(arrivals.arrivedAt), asc(arrivals.slug))
        .limit(limit)
        .offset(offset)
    },

    /** The newest dismantled truck of each of these makes, in one query. */
    async newestOfMarks(markIds: string[]) {
      if (markIds.length === 0) return []
      return db
        .selectDistinctOn([arrivals.markId], { ...truckColumns, markId: arrivals.markId })
        .from(arrivals)
        .innerJoin(truckModels, eq(truckModels.id, arrivals.truckModelId))
        .where(inArray(arrivals.markId, markIds))
        .orderBy(arrivals.markId, desc(arrivals.arrivedAt), asc(arrivals.slug))
    },

    async truck(slug: string) {
      const [row] = await db
        .select({ ...truckColumns, markId: arrivals.markId })
        .from(arrivals)
        .innerJoin(truckModels, eq(truckModels.id, arrivals.truckModelId))
        .where(eq(arrivals.slug, slug))
        .limit(1)
      return row ?? null
    },

    /** Parts taken off one truck, the ones in stock first. */
    partsOf: (arrivalId: string, limit: number) =>
      db
        .select()
        .from(parts)
        .where(and(eq(parts.arrivalId, arrivalId), isNull(parts.removedAt)))
        .orderBy(desc(parts.totalStock), asc(parts.title), asc(parts.id))
        .limit(limit),
  }
}

export type ArrivalsRepository = ReturnType<typeof createArrivalsRepository>
export type TruckRow = Awaited<ReturnType<ArrivalsRepository['trucksOfMark']>>[number]
