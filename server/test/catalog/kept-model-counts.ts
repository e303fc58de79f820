import { sql } from 'drizzle-orm'
import type { Database } from '../../src/db/database.ts'
import { rowsOf } from '../../src/db/rows-of.ts'
import type { PartFilter } from '../../src/modules/parts/part-filter.ts'
import type { ChosenTruck } from '../../src/modules/parts/truck-fit.ts'
import { createSearchRepository } from '../../src/modules/search/search.repository.ts'
import type { ParsedQuery } from '../../src/modules/search/search-query.ts'

/**
 * How many rows of the counts kept per truck model (part_model_counts, part_word_model_counts,
 * the rows above zero) differ from a count of part_search and part_fits as they are now, by the
 * rule of «fits» written out here again: zero and zero when the triggers kept them.
 */
export async function keptModelCountsDiffer(
  db: Database,
): Promise<{ models: number; words: number }> {
  const [row] = rowsOf<{ models: number; words: number }>(
    await db.execute(sql`with
      spans as (select s.*, s.truck_model_id as model, 0 as y_from, 32767 as y_to
          from part_search s where s.removed_at is null and s.truck_model_id is not null
        union all
        select s.*, f.truck_model_id, coalesce(f.year_from, 0), coalesce(f.year_to, 32767)
          from part_search s join part_fits f on f.part_id = s.id
          where s.removed_at is null
            and (s.truck_model_id is null or f.truck_model_id <> s.truck_model_id)),
      models as (select model, y_from, y_to, mark_id, node_id, nomenclature_id,
          coalesce(aggregation_id, 0), is_not_new, count(*)::int from spans
        group by 1, 2, 3, 4, 5, 6, 7, 8),
      words as (select w, model, y_from, y_to, mark_id, node_id, nomenclature_id,
          coalesce(aggregation_id, 0), is_not_new, count(*)::int
        from spans, unnest(tsvector_to_array(own_vector)) w group by 1, 2, 3, 4, 5, 6, 7, 8, 9),
      kept_models as (select truck_model_id, year_from, year_to, mark_id, node_id,
          nomenclature_id, aggregation_id, is_not_new, count from part_model_counts
        where count > 0),
      kept_words as (select lexeme::text, truck_model_id, year_from, year_to, mark_id, node_id,
          nomenclature_id, aggregation_id, is_not_new, count from part_word_model_counts
        where count > 0)
    select
      (select count(*)::int from ((select * from models except all select * from kept_models)
        union all (select * from kept_models except all select * from models)) d) as models,
      (select count(*)::int from ((select * from words except all select * from kept_words)
        union all (select * from kept_words except all select * from words)) d) as words`),
  )
  return { models: row?.models ?? -1, words: row?.words ?? -1 }
}

/** Trucks to ask for: models with parts of their own and through part_fits, with and without a year. */
export async function trucksToAsk(db: Database): Promise<ChosenTruck[]> {
  const models = rowsOf<{ id: string }>(
    await db.execute(sql`select id from truck_models where id in (select truck_model_id from part_fits)
      order by id limit 3`),
  )
  return models.flatMap(({ id }) => [
    { modelId: id },
    { modelId: id, year: 2005 },
    { modelId: id, year: 2016 },
  ])
}

/**
 * A page «Только для моего грузовика» both ways: as the shop reads it (the counts kept per
 * model) and as counted in the request over every match.
 */
export async function truckPageBothWays(
  db: Database,
  filter: PartFilter,
  query: ParsedQuery | null,
) {
  const pages = createSearchRepository(db)
  const options = { sort: 'relevance' as const, limit: 20, offset: 0, strict: true }
  const kept = await pages.findPage(filter, query, options)
  const counted = await pages.findPage(filter, query, { ...options, keptCounts: false })
  return { kept, counted }
}
