// Counts kept per truck model: «Только для моего грузовика» reads a listing's and a one-word
// search's facet counts here instead of counting the matched set (docs/performance/2026-11-29.md).
import {
  type AnyPgColumn,
  customType,
  integer,
  pgTable,
  primaryKey,
  uuid,
} from 'drizzle-orm/pg-core'
import { facetCountColumns } from './part-search.ts'

/** A lexeme compared byte by byte, as in part_word_counts (part-words.ts). */
const lexeme = customType<{ data: string }>({ dataType: () => 'text collate "C"' })

/**
 * The model and the years a part on sale fits it by the rule of «fits» (truck-fit.ts): its own
 * model for every year (0 to 32767), and each `part_fits` row of another model for the row's
 * years (an open end as 0 or 32767). A part has one such span per model (part_fits' key is the
 * part and the model), so a model's parts for a year are the rows whose span holds the year,
 * and without a year all of the model's rows: counted once each.
 */
const fitSpanColumns = () => ({
  truckModelId: uuid('truck_model_id').notNull(),
  yearFrom: integer('year_from').notNull(),
  yearTo: integer('year_to').notNull(),
})

type FitSpanKeyColumns = Record<
  | 'truckModelId'
  | 'yearFrom'
  | 'yearTo'
  | 'markId'
  | 'nodeId'
  | 'nomenclatureId'
  | 'aggregationId'
  | 'isNotNew',
  AnyPgColumn
>

/**
 * Both count tables' key after their own leading columns: the fit span (fitSpanColumns), then
 * the facet values (facetCountColumns), in this order.
 */
const fitSpanKey = (t: FitSpanKeyColumns): [AnyPgColumn, ...AnyPgColumn[]] => [
  t.truckModelId,
  t.yearFrom,
  t.yearTo,
  t.markId,
  t.nodeId,
  t.nomenclatureId,
  t.aggregationId,
  t.isNotNew,
]

/**
 * How many parts on sale fit each model over each span of years in each combination of facet
 * values (aggregation 0: none), kept by triggers on part_search and part_fits (migration 0036).
 * Price, stock and popularity never touch it.
 */
export const partModelCounts = pgTable(
  'part_model_counts',
  { ...fitSpanColumns(), ...facetCountColumns() },
  (t) => [primaryKey({ columns: fitSpanKey(t) })],
)

/** The same per lexeme of the part's own words, as part_word_counts keeps them (migration 0036). */
export const partWordModelCounts = pgTable(
  'part_word_model_counts',
  { lexeme: lexeme('lexeme').notNull(), ...fitSpanColumns(), ...facetCountColumns() },
  (t) => [primaryKey({ columns: [t.lexeme, ...fitSpanKey(t)] })],
)
