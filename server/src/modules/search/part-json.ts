import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import { parts } from '../../db/schema/index.ts'
import { partCardKeys } from '../parts/present-part.ts'

/** The card columns of a part (`p`) under their TypeScript names: JSON rows read as cards. */
export const partColumns = sql.raw(
  partCardKeys.map((key) => `p."${getTableColumns(parts)[key].name}" as "${key}"`).join(', '),
)

/** The rows of a query as one JSON list (empty, not null, when there are none). */
export const jsonList = (query: SQL) =>
  sql`coalesce((select json_agg(q) from (${query}) q), '[]'::json)`

/**
 * The parts of an array of ids, in its order, as one JSON list: a page's rows come with its
 * counts in the same statement instead of a second round trip.
 */
export const partsInOrder = (ids: SQL) =>
  jsonList(sql`select ${partColumns} from unnest(${ids}) with ordinality u(id, position)
    join ${parts} p on p.id = u.id order by u.position`)
