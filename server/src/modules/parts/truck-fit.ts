import { type SQL, sql } from 'drizzle-orm'
import { fieldError } from '../shared/domain-errors.ts'
import { catalogTexts } from './catalog-texts.ts'

/** The truck a visitor chose in the header (docs/product.md#the-chosen-truck). */
export interface ChosenTruck {
  modelId: string
  year?: number | undefined
}

/**
 * The `part_fits` half of the rule below: a row of the part (`partId`) names the truck's model
 * and, when the row has years and the truck a year, the year is inside them (an open end is
 * open). A probe of part_fits' index (migration 0032) per part. `offset 0` keeps it one:
 * without it PostgreSQL may first hash every row of the model (~60,000 at 100,000 parts,
 * ~35 ms) even for a page that walks its index to twenty parts (docs/performance/2026-11-29.md).
 */
function fitRowExists(partId: SQL, truck: ChosenTruck): SQL {
  const year = truck.year
  const years = year
    ? sql` and (f.year_from is null or f.year_from <= ${year}) and (f.year_to is null or f.year_to >= ${year})`
    : sql``
  return sql`exists (select 1 from part_fits f where f.part_id = ${partId} and f.truck_model_id = ${truck.modelId}${years} offset 0)`
}

/**
 * The one rule of «fits» (docs/product.md#the-chosen-truck): a part fits a truck when the part's
 * own model is the truck's, or a `part_fits` row names the truck's model over the truck's year
 * (`fitRowExists`). Unqualified columns (`id`, `truck_model_id`), so it reads the same against
 * `parts` and against `part_search`.
 */
export function fitsTruck(truck: ChosenTruck): SQL {
  return sql`(truck_model_id = ${truck.modelId} or ${fitRowExists(sql`id`, truck)})`
}

/**
 * The same rule for a row that names its part in `column` (part_words' `part_id`), its halves
 * the other way round: the part_fits probe needs only the id, and most of a model's parts fit
 * it by a part_fits row, so the part's row of part_search (for its own model) is read only for
 * the others: a third less of what the truck adds to the word page's statement
 * (docs/performance/2026-11-30.md).
 */
export const partFitsTruck = (column: SQL, truck: ChosenTruck): SQL =>
  sql`(${fitRowExists(column, truck)} or exists (select from part_search fs where fs.id = ${column} and fs.truck_model_id = ${truck.modelId}))`

/**
 * The rows of the counts kept per model and span of years (part_model_counts,
 * part_word_model_counts, migration 0036) that count the truck's parts: the model's spans that
 * hold the year, or all of the model's without one — the rule above, a part counted once.
 */
export function fitSpanConditions(truck: ChosenTruck): SQL[] {
  const model = sql`truck_model_id = ${truck.modelId}`
  return truck.year
    ? [model, sql`year_from <= ${truck.year}`, sql`year_to >= ${truck.year}`]
    : [model]
}

/** The chosen truck of a request's query (`truck_model`, `truck_year`, `truck_only`). */
export function truckOfQuery(query: {
  truck_model?: string | undefined
  truck_year?: number | undefined
  truck_only?: boolean | undefined
}): { truck?: ChosenTruck; truckOnly?: boolean } {
  if (!query.truck_model) {
    if (query.truck_only) throw fieldError('truck_model', catalogTexts.truckOnlyWithoutTruck)
    return {}
  }
  const truck: ChosenTruck = {
    modelId: query.truck_model.toLowerCase(),
    ...(query.truck_year ? { year: query.truck_year } : {}),
  }
  return { truck, ...(query.truck_only ? { truckOnly: true } : {}) }
}
