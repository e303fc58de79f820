-- Set-based upkeep of part_search and what follows it (issue 18's cost on issue 17's import).
-- Row triggers did a part's work statement by statement: a 1C batch of 500 products ran
-- ~4,000 word inserts and ~4,000 count upserts one at a time, doubling the import. Statement
-- triggers with transition tables do a batch's work in a handful of statements.
DROP TRIGGER parts_part_search ON parts;--> statement-breakpoint
DROP FUNCTION parts_part_search();--> statement-breakpoint
DROP TRIGGER part_search_facet_counts ON part_search;--> statement-breakpoint
DROP TRIGGER part_search_facet_counts_update ON part_search;--> statement-breakpoint
DROP FUNCTION part_search_facet_counts();--> statement-breakpoint
DROP TRIGGER part_search_part_words ON part_search;--> statement-breakpoint
DROP TRIGGER part_search_part_words_update ON part_search;--> statement-breakpoint
DROP FUNCTION part_search_part_words();--> statement-breakpoint
DROP TRIGGER part_search_word_counts ON part_search;--> statement-breakpoint
DROP TRIGGER part_search_word_counts_update ON part_search;--> statement-breakpoint
DROP FUNCTION part_search_word_counts();--> statement-breakpoint
-- parts → part_search, as migration 0015's row trigger did: new parts copied, changed ones
-- rewritten. Every column part_search holds comes from these, the own vector from the vector.
CREATE FUNCTION parts_part_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_search (id, mark_id, node_id, nomenclature_id, aggregation_id, truck_model_id,
    cross_group_id, arrival_id, is_not_new, article_normalized, price, total_stock, popularity,
    removed_at, own_vector)
  SELECT id, mark_id, node_id, nomenclature_id, aggregation_id, truck_model_id, cross_group_id,
    arrival_id, is_not_new, article_normalized, price, total_stock, popularity, removed_at,
    ts_filter(search_vector, '{a,b}')
  FROM new_parts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER parts_part_search_inserted AFTER INSERT ON parts REFERENCING NEW TABLE AS new_parts
  FOR EACH STATEMENT EXECUTE FUNCTION parts_part_search_inserted();--> statement-breakpoint
CREATE FUNCTION parts_part_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE part_search s SET mark_id = n.mark_id, node_id = n.node_id,
    nomenclature_id = n.nomenclature_id, aggregation_id = n.aggregation_id,
    truck_model_id = n.truck_model_id, cross_group_id = n.cross_group_id,
    arrival_id = n.arrival_id, is_not_new = n.is_not_new,
    article_normalized = n.article_normalized, price = n.price, total_stock = n.total_stock,
    popularity = n.popularity, removed_at = n.removed_at,
    own_vector = ts_filter(n.search_vector, '{a,b}')
  FROM new_parts n JOIN old_parts o ON o.id = n.id
  WHERE s.id = n.id
    AND (o.mark_id, o.node_id, o.nomenclature_id, o.aggregation_id, o.truck_model_id,
      o.cross_group_id, o.arrival_id, o.is_not_new, o.article_normalized, o.price, o.total_stock,
      o.popularity, o.removed_at, o.search_vector)
    IS DISTINCT FROM (n.mark_id, n.node_id, n.nomenclature_id, n.aggregation_id, n.truck_model_id,
      n.cross_group_id, n.arrival_id, n.is_not_new, n.article_normalized, n.price, n.total_stock,
      n.popularity, n.removed_at, n.search_vector);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER parts_part_search_updated AFTER UPDATE ON parts
  REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts
  FOR EACH STATEMENT EXECUTE FUNCTION parts_part_search_updated();--> statement-breakpoint
-- A part as a statement found it (`was`, null for a new one) and left it (`now`, null for a
-- deleted one): the triggers pair them, so what follows reads each pair without a join. What
-- moved is said once here: the facets (or sale), the words (vector, make or sale), either.
CREATE TYPE part_search_change AS (was part_search, now part_search);--> statement-breakpoint
CREATE FUNCTION part_search_pairs(changes part_search_change[])
  RETURNS TABLE (id uuid, was part_search, now part_search, was_on_sale boolean,
    now_on_sale boolean, facets_moved boolean, words_moved boolean)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT id, was, now, was_on_sale, now_on_sale,
    (was_on_sale, (was).mark_id, (was).node_id, (was).nomenclature_id, (was).aggregation_id,
      (was).is_not_new)
    IS DISTINCT FROM (now_on_sale, (now).mark_id, (now).node_id, (now).nomenclature_id,
      (now).aggregation_id, (now).is_not_new),
    (was_on_sale, (was).own_vector, (was).mark_id)
    IS DISTINCT FROM (now_on_sale, (now).own_vector, (now).mark_id)
  FROM (SELECT coalesce((c.was).id, (c.now).id) AS id, c.was, c.now,
      (c.was).id IS NOT NULL AND (c.was).removed_at IS NULL AS was_on_sale,
      (c.now).id IS NOT NULL AND (c.now).removed_at IS NULL AS now_on_sale
    FROM unnest(changes) c) p
$$;--> statement-breakpoint
-- What follows part_search, for a statement's changed parts. Each table moves only when its
-- own columns change: the facet counts with the facets or sale, the words with the vector,
-- make or sale (stock and popularity set in place), the word counts with words or facets.
-- Counts move by their summed change, in key order, so concurrent writers lock alike.
CREATE FUNCTION part_search_follow(changes part_search_change[])
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO part_facet_counts AS c (mark_id, node_id, nomenclature_id, aggregation_id, is_not_new, count)
  SELECT mark_id, node_id, nomenclature_id, aggregation_id, is_not_new, sum(change)::int
  FROM part_search_pairs(changes) p,
    LATERAL (SELECT (p.was).mark_id, (p.was).node_id, (p.was).nomenclature_id,
        coalesce((p.was).aggregation_id, 0), (p.was).is_not_new, -1 WHERE p.was_on_sale
      UNION ALL SELECT (p.now).mark_id, (p.now).node_id, (p.now).nomenclature_id,
        coalesce((p.now).aggregation_id, 0), (p.now).is_not_new, 1 WHERE p.now_on_sale)
      AS f(mark_id, node_id, nomenclature_id, aggregation_id, is_not_new, change)
  WHERE p.facets_moved
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(change) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (mark_id, node_id, nomenclature_id, aggregation_id, is_not_new)
  DO UPDATE SET count = c.count + excluded.count;

  DELETE FROM part_words w USING part_search_pairs(changes) p
  WHERE w.part_id = p.id AND p.was_on_sale AND p.words_moved;

  INSERT INTO part_words (lexeme, part_id, in_stock, rank, popularity, mark_id)
  SELECT w, p.id, (p.now).total_stock > 0, part_word_rank((p.now).own_vector, w),
    (p.now).popularity, (p.now).mark_id
  FROM part_search_pairs(changes) p, unnest(tsvector_to_array((p.now).own_vector)) w
  WHERE p.now_on_sale AND p.words_moved;

  UPDATE part_words w SET in_stock = (p.now).total_stock > 0, popularity = (p.now).popularity
  FROM part_search_pairs(changes) p
  WHERE w.part_id = p.id AND p.now_on_sale AND NOT p.words_moved
    AND ((p.was).total_stock > 0, (p.was).popularity)
      IS DISTINCT FROM ((p.now).total_stock > 0, (p.now).popularity);

  INSERT INTO part_word_counts AS c (lexeme, mark_id, node_id, nomenclature_id, aggregation_id, is_not_new, count)
  SELECT lexeme, mark_id, node_id, nomenclature_id, aggregation_id, is_not_new, sum(change)::int
  FROM part_search_pairs(changes) p,
    LATERAL (SELECT w, (p.was).mark_id, (p.was).node_id, (p.was).nomenclature_id,
        coalesce((p.was).aggregation_id, 0), (p.was).is_not_new, -1
        FROM unnest(tsvector_to_array((p.was).own_vector)) w WHERE p.was_on_sale
      UNION ALL SELECT w, (p.now).mark_id, (p.now).node_id, (p.now).nomenclature_id,
        coalesce((p.now).aggregation_id, 0), (p.now).is_not_new, 1
        FROM unnest(tsvector_to_array((p.now).own_vector)) w WHERE p.now_on_sale)
      AS f(lexeme, mark_id, node_id, nomenclature_id, aggregation_id, is_not_new, change)
  WHERE p.facets_moved OR p.words_moved
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(change) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (lexeme, mark_id, node_id, nomenclature_id, aggregation_id, is_not_new)
  DO UPDATE SET count = c.count + excluded.count;
$$;--> statement-breakpoint
CREATE FUNCTION part_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM part_search_follow(ARRAY(SELECT row(null, row(n.*))::part_search_change FROM new_rows n));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_search_inserted AFTER INSERT ON part_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_search_inserted();--> statement-breakpoint
CREATE FUNCTION part_search_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM part_search_follow(ARRAY(SELECT row(row(o.*), null)::part_search_change FROM old_rows o));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_search_deleted AFTER DELETE ON part_search REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_search_deleted();--> statement-breakpoint
-- Only parts whose followed columns moved are handed on: a price change costs one join.
CREATE FUNCTION part_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes part_search_change[];
BEGIN
  SELECT array_agg(row(row(o.*), row(n.*))::part_search_change) INTO changes
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.mark_id, o.node_id, o.nomenclature_id, o.aggregation_id, o.is_not_new,
      o.removed_at IS NULL, o.own_vector, o.total_stock > 0, o.popularity)
    IS DISTINCT FROM (n.mark_id, n.node_id, n.nomenclature_id, n.aggregation_id, n.is_not_new,
      n.removed_at IS NULL, n.own_vector, n.total_stock > 0, n.popularity);
  IF changes IS NOT NULL THEN
    PERFORM part_search_follow(changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_search_updated AFTER UPDATE ON part_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_search_updated();
