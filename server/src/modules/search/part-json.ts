import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import { parts } from '../../db/schema/index.ts'
import type { PartRow } from '../parts/present-part.ts'

/** Every column of a part (`p`) under its TypeScript name, so the JSON rows read as PartRow. */
export const partColumns = sql.raw(
  Object.entries(getTableColumns(parts))
    .map(([key, column]) => `p."${column.name}" as "${key}"`)
    .join(', '),
)

/** The rows of a query as one JSON list (empty, not null, when there are none). */
export const jsonList = (query: SQL) =>
  sql`coalesce((select json_agg(q) from (${query}) q), '[]'::json)`

/** A part row as JSON carries its times as text. */
export type PartJson = Omit<PartRow, 'createdAt' | 'removedAt'> & {
  createdAt: string
  removedAt: string | null
}

export const partFromJson = ({ createdAt, removedAt, ...part }: PartJson): PartRow => ({
  ...part,
  createdAt: new Date(createdAt),
  removedAt: removedAt ? new Date(removedAt) : null,
})

/**
 * The parts of an array of ids, in its order, as one JSON list: a page's rows come with its
 * counts in the same statement instead of a second round trip.
 */
export const partsInOrder = (ids: SQL) =>
  jsonList(sql`select ${partColumns} from unnest(${ids}) with ordinality u(id, position)
    join ${parts} p on p.id = u.id order by u.position`)
