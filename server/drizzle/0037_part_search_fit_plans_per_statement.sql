-- The model counts' update trigger (0036) joined its old and new rows in a statement PL/pgSQL
-- plans once per connection, as 0021 had stopped the two older triggers doing: after an order
-- had changed one part, a connection's next 1C batch of thousands of parts was joined with the
-- one-row plan (a nested loop), its time growing with the square of its size. The join is
-- planned for each statement (EXECUTE); the rest is as in 0036.
CREATE OR REPLACE FUNCTION part_search_fit_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved uuid[];
BEGIN
  EXECUTE $sql$
  SELECT array_agg(n.id) FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.mark_id, o.node_id, o.nomenclature_id, o.aggregation_id, o.is_not_new,
      o.removed_at IS NULL, o.own_vector, o.truck_model_id)
    IS DISTINCT FROM (n.mark_id, n.node_id, n.nomenclature_id, n.aggregation_id, n.is_not_new,
      n.removed_at IS NULL, n.own_vector, n.truck_model_id)
  $sql$ INTO moved;
  IF moved IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM part_fit_lock(moved);
  PERFORM part_fit_follow(ARRAY(
    SELECT row(row(o.*)::part_search, s.truck_model_id, s.year_from, s.year_to, -1)::part_fit_change
    FROM old_rows o, part_fit_spans(row(o.*)::part_search) s
    WHERE o.id = ANY(moved) AND o.removed_at IS NULL
    UNION ALL
    SELECT row(row(n.*)::part_search, s.truck_model_id, s.year_from, s.year_to, 1)::part_fit_change
    FROM new_rows n, part_fit_spans(row(n.*)::part_search) s
    WHERE n.id = ANY(moved) AND n.removed_at IS NULL));
  RETURN NULL;
END
$$;
