-- The two triggers that pair a statement's old and new rows plan that join for each statement
-- (EXECUTE) instead of once per connection. PL/pgSQL kept the plan made at a connection's
-- first update, and a transition table's size is not part of a plan's key: after an order had
-- changed one part, the connection joined the next statement's thousands of parts as one row
-- against one (a nested loop). On PostgreSQL a 3,000-part update took 19 s instead of 4.5 s,
-- and on PGlite a 5,000-part one 45 s instead of 2 s. The join and the rest are as in 0019.
CREATE OR REPLACE FUNCTION parts_part_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $sql$
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
      n.popularity, n.removed_at, n.search_vector)
  $sql$;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION part_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes part_search_change[];
BEGIN
  EXECUTE $sql$
  SELECT array_agg(row(row(o.*), row(n.*))::part_search_change)
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.mark_id, o.node_id, o.nomenclature_id, o.aggregation_id, o.is_not_new,
      o.removed_at IS NULL, o.own_vector, o.total_stock > 0, o.popularity)
    IS DISTINCT FROM (n.mark_id, n.node_id, n.nomenclature_id, n.aggregation_id, n.is_not_new,
      n.removed_at IS NULL, n.own_vector, n.total_stock > 0, n.popularity)
  $sql$ INTO changes;
  IF changes IS NOT NULL THEN
    PERFORM part_search_follow(changes);
  END IF;
  RETURN NULL;
END
$$;
