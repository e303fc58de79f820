import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { readEvery } from '../shared/read-every.ts'
import type { QueryContext } from './search-query.ts'

/** How long the makes and the vocabulary are kept before they are read again. */
const keepMs = 60_000

/**
 * The makes with their names and the words of part names, node titles and models: small
 * tables, read once a minute rather than on every keystroke.
 */
export function createQueryContextRepository(db: Database, now: () => number = Date.now) {
  async function read(): Promise<QueryContext> {
    const result = await db.execute(sql`select
      (select coalesce(json_agg(json_build_object('slug', slug, 'names', array_prepend(title, aliases))), '[]'::json)
        from marks) as makes,
      (select coalesce(array_agg(distinct w), '{}') from (
        select regexp_split_to_table(replace(lower(t), 'ё', 'е'), '[^[:alnum:]]+') as w from (
          select title as t from nomenclatures
          union all select title from nodes
          union all select title from truck_models
          union all select title from marks
          union all select unnest(aliases) from marks) titles) words
        where length(w) >= 3) as vocabulary`)
    const [row] = rowsOf<QueryContext>(result)
    return { makes: row?.makes ?? [], vocabulary: row?.vocabulary ?? [] }
  }

  return { context: readEvery(keepMs, read, now) }
}

export type QueryContextRepository = ReturnType<typeof createQueryContextRepository>
