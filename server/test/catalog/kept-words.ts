import { sql } from 'drizzle-orm'
import type { Database } from '../../src/db/database.ts'
import { payablePriceSql } from '../../src/db/payable-price-sql.ts'
import { rowsOf } from '../../src/db/rows-of.ts'
import { parts } from '../../src/db/schema/index.ts'

/**
 * How many rows of the words kept per part (part_words) and of their counts
 * (part_word_counts, the rows above zero) differ from what part_search says they are now,
 * either way: zero and zero when the triggers kept them.
 */
export async function keptWordsDiffer(db: Database): Promise<{ words: number; counts: number }> {
  const [row] = rowsOf<{ words: number; counts: number }>(
    await db.execute(sql`with
      words as (select w as lexeme, s.id as part_id, s.total_stock > 0 as in_stock,
          part_word_rank(s.own_vector, w) as rank, s.popularity, s.mark_id
        from part_search s, unnest(tsvector_to_array(s.own_vector)) w where s.removed_at is null),
      counts as (select w as lexeme, mark_id, node_id, nomenclature_id,
          coalesce(aggregation_id, 0) as aggregation_id, is_not_new, count(*)::int as count
        from part_search s, unnest(tsvector_to_array(s.own_vector)) w where s.removed_at is null
        group by 1, 2, 3, 4, 5, 6),
      kept_counts as (select lexeme, mark_id, node_id, nomenclature_id, aggregation_id,
          is_not_new, count from part_word_counts where count > 0)
    select
      (select count(*)::int from ((select lexeme, part_id, in_stock, rank, popularity, mark_id
          from part_words except all select * from words)
        union all (select * from words except all select lexeme, part_id, in_stock, rank,
          popularity, mark_id from part_words)) d) as words,
      (select count(*)::int from ((select * from kept_counts except all select * from counts)
        union all (select * from counts except all select * from kept_counts)) d) as counts`),
  )
  return { words: row?.words ?? -1, counts: row?.counts ?? -1 }
}

/**
 * How many rows of the narrow copy (part_search) and of the facet counts (part_facet_counts,
 * rows above zero) differ from what `parts` says they are now: zero and zero when kept.
 */
export async function searchCopyDiffers(db: Database): Promise<{ search: number; facets: number }> {
  const [row] = rowsOf<{ search: number; facets: number }>(
    await db.execute(sql`with
      copy as (select id, mark_id, node_id, nomenclature_id, aggregation_id, truck_model_id,
          cross_group_id, arrival_id, is_not_new, article_normalized,
          ${payablePriceSql(parts)} as price, total_stock, popularity, removed_at,
          ts_filter(search_vector, '{a,b}') as own_vector from parts),
      kept as (select id, mark_id, node_id, nomenclature_id, aggregation_id, truck_model_id,
          cross_group_id, arrival_id, is_not_new, article_normalized, price, total_stock,
          popularity, removed_at, own_vector from part_search),
      facets as (select mark_id, node_id, nomenclature_id, coalesce(aggregation_id, 0),
          is_not_new, count(*)::int from parts where removed_at is null group by 1, 2, 3, 4, 5),
      kept_facets as (select mark_id, node_id, nomenclature_id, aggregation_id, is_not_new, count
          from part_facet_counts where count > 0)
    select
      (select count(*)::int from ((select * from copy except all select * from kept)
        union all (select * from kept except all select * from copy)) d) as search,
      (select count(*)::int from ((select * from facets except all select * from kept_facets)
        union all (select * from kept_facets except all select * from facets)) d) as facets`),
  )
  return { search: row?.search ?? -1, facets: row?.facets ?? -1 }
}
