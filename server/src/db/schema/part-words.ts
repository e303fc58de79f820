// A word's parts and counts kept by the database (docs/performance/): a one-word search page at a
// million parts reads its page and its counts here instead of ranking and counting every match.
import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  uuid,
} from 'drizzle-orm/pg-core'
import { facetCountColumns } from './part-search.ts'

/**
 * A lexeme of a part's own vector, compared byte by byte: the words of one prefix are then
 * neighbours in any database's collation, so two index probes tell how many words it has.
 */
const lexeme = customType<{ data: string }>({ dataType: () => 'text collate "C"' })

/**
 * One row per lexeme of each part on sale's own vector (`part_search.own_vector`), kept by
 * `part_search_follow` (migrations 0017, 0019) for each statement on part_search: a word's
 * parts in the search page's order of relevance — in stock, rank, popularity — with the rank
 * `ts_rank` gives the part for that word alone, so the page of a one-word query is its
 * index's first entries.
 */
export const partWords = pgTable(
  'part_words',
  {
    lexeme: lexeme('lexeme').notNull(),
    partId: uuid('part_id').notNull(),
    inStock: boolean('in_stock').notNull(),
    rank: real('rank').notNull(),
    popularity: integer('popularity').notNull(),
    markId: uuid('mark_id').notNull(),
  },
  (t) => [
    // The page's order; INCLUDEs the make (migration 0017, hand-written), which a make named
    // in the query filters on, read from the index alone.
    index('part_words_order_idx').on(
      t.lexeme,
      sql`in_stock desc`,
      sql`rank desc`,
      sql`popularity desc`,
      t.partId,
    ),
    index('part_words_part_idx').on(t.partId),
  ],
)

/**
 * How many parts on sale each lexeme has in each combination of facet values (aggregation 0:
 * none), kept by `part_search_follow` (migrations 0017, 0019) with
 * `part_facet_counts`: price, stock and popularity never touch it, so orders do not.
 */
export const partWordCounts = pgTable(
  'part_word_counts',
  { lexeme: lexeme('lexeme').notNull(), ...facetCountColumns() },
  (t) => [
    primaryKey({
      columns: [t.lexeme, t.markId, t.nodeId, t.nomenclatureId, t.aggregationId, t.isNotNew],
    }),
  ],
)
