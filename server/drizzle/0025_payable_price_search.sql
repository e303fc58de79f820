-- The price a buyer pays (docs/product.md#part-prices) as one SQL function, the rule of
-- rules/price.ts (`payablePrice`): the base price when there is no discount flag but it is above
-- the price, else the price. Queries reach it through payablePriceSql
-- (server/src/db/payable-price-sql.ts); part_search.price now holds it, so search and the
-- catalogue sort «по цене» by what a part costs, not by a discount that does not apply.
-- A one-expression SQL function: the planner inlines it, as if the CASE were written out.
CREATE FUNCTION payable_price(price integer, base_price integer, discount boolean)
  RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN NOT discount AND base_price > price THEN base_price ELSE price END
$$;--> statement-breakpoint
-- As in 0019, with the payable price copied.
CREATE OR REPLACE FUNCTION parts_part_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_search (id, mark_id, node_id, nomenclature_id, aggregation_id, truck_model_id,
    cross_group_id, arrival_id, is_not_new, article_normalized, price, total_stock, popularity,
    removed_at, own_vector)
  SELECT id, mark_id, node_id, nomenclature_id, aggregation_id, truck_model_id, cross_group_id,
    arrival_id, is_not_new, article_normalized, payable_price(price, base_price, discount),
    total_stock, popularity, removed_at, ts_filter(search_vector, '{a,b}')
  FROM new_parts;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- As in 0021, with the payable price copied: a change of the base price or the discount flag
-- alone moves it too, so the comparison reads the payable price, not the price.
CREATE OR REPLACE FUNCTION parts_part_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $sql$
  UPDATE part_search s SET mark_id = n.mark_id, node_id = n.node_id,
    nomenclature_id = n.nomenclature_id, aggregation_id = n.aggregation_id,
    truck_model_id = n.truck_model_id, cross_group_id = n.cross_group_id,
    arrival_id = n.arrival_id, is_not_new = n.is_not_new,
    article_normalized = n.article_normalized,
    price = payable_price(n.price, n.base_price, n.discount), total_stock = n.total_stock,
    popularity = n.popularity, removed_at = n.removed_at,
    own_vector = ts_filter(n.search_vector, '{a,b}')
  FROM new_parts n JOIN old_parts o ON o.id = n.id
  WHERE s.id = n.id
    AND (o.mark_id, o.node_id, o.nomenclature_id, o.aggregation_id, o.truck_model_id,
      o.cross_group_id, o.arrival_id, o.is_not_new, o.article_normalized,
      payable_price(o.price, o.base_price, o.discount), o.total_stock, o.popularity,
      o.removed_at, o.search_vector)
    IS DISTINCT FROM (n.mark_id, n.node_id, n.nomenclature_id, n.aggregation_id, n.truck_model_id,
      n.cross_group_id, n.arrival_id, n.is_not_new, n.article_normalized,
      payable_price(n.price, n.base_price, n.discount), n.total_stock, n.popularity,
      n.removed_at, n.search_vector)
  $sql$;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Parts copied before: their payable price. part_search's own trigger hands nothing on for a
-- price (0019), so this touches neither the counts nor the words.
UPDATE part_search s SET price = payable_price(p.price, p.base_price, p.discount)
FROM parts p
WHERE p.id = s.id AND s.price <> payable_price(p.price, p.base_price, p.discount);
