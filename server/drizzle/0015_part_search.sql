CREATE TABLE "part_facet_counts" (
	"mark_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"nomenclature_id" uuid NOT NULL,
	"aggregation_id" integer NOT NULL,
	"is_not_new" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "part_facet_counts_mark_id_node_id_nomenclature_id_aggregation_id_is_not_new_pk" PRIMARY KEY("mark_id","node_id","nomenclature_id","aggregation_id","is_not_new")
);
--> statement-breakpoint
CREATE TABLE "part_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mark_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"nomenclature_id" uuid NOT NULL,
	"aggregation_id" integer,
	"truck_model_id" uuid,
	"cross_group_id" uuid,
	"arrival_id" uuid,
	"is_not_new" boolean NOT NULL,
	"article_normalized" text NOT NULL,
	"price" integer NOT NULL,
	"total_stock" integer NOT NULL,
	"popularity" integer NOT NULL,
	"removed_at" timestamp with time zone,
	"own_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "part_search" ADD CONSTRAINT "part_search_id_parts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_facet_counts_node_idx" ON "part_facet_counts" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "part_search_own_vector_idx" ON "part_search" USING gin ("own_vector") WHERE removed_at is null;--> statement-breakpoint
-- INCLUDE hand-written (Drizzle has none): listings and the suggest walk read the index alone.
CREATE INDEX "part_search_mark_idx" ON "part_search" USING btree ("mark_id",(total_stock > 0) desc,popularity desc,"id") INCLUDE ("node_id", "nomenclature_id", "aggregation_id", "is_not_new", "price", "total_stock") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "part_search_node_idx" ON "part_search" USING btree ("node_id",(total_stock > 0) desc,popularity desc,"id") INCLUDE ("mark_id", "nomenclature_id", "aggregation_id", "is_not_new", "price", "total_stock") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "part_search_nomenclature_idx" ON "part_search" USING btree ("nomenclature_id") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "part_search_model_idx" ON "part_search" USING btree ("truck_model_id") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "part_search_arrival_idx" ON "part_search" USING btree ("arrival_id") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "part_search_popular_idx" ON "part_search" USING btree ((total_stock > 0) desc,popularity desc,"id") INCLUDE ("total_stock", "mark_id", "own_vector") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "part_search_cross_group_idx" ON "part_search" USING btree ("cross_group_id") WHERE removed_at is null;--> statement-breakpoint
-- Hand-written: the narrow copy is kept by the database, so every writer of `parts` (the seed,
-- the 1C exchange, orders moving popularity) keeps it without knowing it exists. The own
-- vector is the part's vector filtered to weights A and B (no second parse of the text).
CREATE FUNCTION parts_part_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_search (id, mark_id, node_id, nomenclature_id, aggregation_id, truck_model_id,
    cross_group_id, arrival_id, is_not_new, article_normalized, price, total_stock, popularity,
    removed_at, own_vector)
  VALUES (NEW.id, NEW.mark_id, NEW.node_id, NEW.nomenclature_id, NEW.aggregation_id,
    NEW.truck_model_id, NEW.cross_group_id, NEW.arrival_id, NEW.is_not_new, NEW.article_normalized,
    NEW.price, NEW.total_stock, NEW.popularity, NEW.removed_at, ts_filter(NEW.search_vector, '{a,b}'))
  ON CONFLICT (id) DO UPDATE SET mark_id = excluded.mark_id, node_id = excluded.node_id,
    nomenclature_id = excluded.nomenclature_id, aggregation_id = excluded.aggregation_id,
    truck_model_id = excluded.truck_model_id, cross_group_id = excluded.cross_group_id,
    arrival_id = excluded.arrival_id, is_not_new = excluded.is_not_new,
    article_normalized = excluded.article_normalized, price = excluded.price,
    total_stock = excluded.total_stock, popularity = excluded.popularity,
    removed_at = excluded.removed_at, own_vector = excluded.own_vector;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER parts_part_search AFTER INSERT OR UPDATE OF mark_id, node_id, nomenclature_id,
  aggregation_id, truck_model_id, cross_group_id, arrival_id, is_not_new, article_normalized, price,
  total_stock, popularity, removed_at, title, extension_number, search_text, search_context,
  search_vector ON parts FOR EACH ROW EXECUTE FUNCTION parts_part_search();--> statement-breakpoint
INSERT INTO part_search (id, mark_id, node_id, nomenclature_id, aggregation_id, truck_model_id,
  cross_group_id, arrival_id, is_not_new, article_normalized, price, total_stock, popularity,
  removed_at, own_vector)
SELECT id, mark_id, node_id, nomenclature_id, aggregation_id, truck_model_id, cross_group_id,
  arrival_id, is_not_new, article_normalized, price, total_stock, popularity, removed_at,
  ts_filter(search_vector, '{a,b}')
FROM parts;--> statement-breakpoint
-- The facet counts follow part_search: a part counted where it is on sale. Only a change of
-- a counted column fires (the WHEN below), so price, stock and popularity updates never do.
CREATE FUNCTION part_search_facet_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.removed_at IS NULL THEN
    UPDATE part_facet_counts SET count = count - 1
    WHERE mark_id = OLD.mark_id AND node_id = OLD.node_id AND nomenclature_id = OLD.nomenclature_id
      AND aggregation_id = coalesce(OLD.aggregation_id, 0) AND is_not_new = OLD.is_not_new;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.removed_at IS NULL THEN
    INSERT INTO part_facet_counts (mark_id, node_id, nomenclature_id, aggregation_id, is_not_new, count)
    VALUES (NEW.mark_id, NEW.node_id, NEW.nomenclature_id, coalesce(NEW.aggregation_id, 0), NEW.is_not_new, 1)
    ON CONFLICT (mark_id, node_id, nomenclature_id, aggregation_id, is_not_new)
    DO UPDATE SET count = part_facet_counts.count + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_search_facet_counts AFTER INSERT OR DELETE ON part_search
  FOR EACH ROW EXECUTE FUNCTION part_search_facet_counts();--> statement-breakpoint
CREATE TRIGGER part_search_facet_counts_update AFTER UPDATE ON part_search FOR EACH ROW
  WHEN (OLD.mark_id IS DISTINCT FROM NEW.mark_id OR OLD.node_id IS DISTINCT FROM NEW.node_id
    OR OLD.nomenclature_id IS DISTINCT FROM NEW.nomenclature_id
    OR OLD.aggregation_id IS DISTINCT FROM NEW.aggregation_id
    OR OLD.is_not_new IS DISTINCT FROM NEW.is_not_new OR OLD.removed_at IS DISTINCT FROM NEW.removed_at)
  EXECUTE FUNCTION part_search_facet_counts();--> statement-breakpoint
-- A TRUNCATE of the catalogue (the seed, the contract tests' reset) reaches part_search by
-- its foreign key and fires no row trigger: the counts go with it. DELETE, not TRUNCATE: a
-- TRUNCATE naming both tables at once (the reset) may not truncate one again from its trigger.
CREATE FUNCTION part_search_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM part_facet_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_search_truncated AFTER TRUNCATE ON part_search
  FOR EACH STATEMENT EXECUTE FUNCTION part_search_truncated();--> statement-breakpoint
-- Counting all at once (the parts already there, a seed's bulk insert): row by row, each count
-- would be rewritten thousands of times in one transaction.
CREATE FUNCTION part_facet_counts_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM part_facet_counts;
  INSERT INTO part_facet_counts (mark_id, node_id, nomenclature_id, aggregation_id, is_not_new, count)
  SELECT mark_id, node_id, nomenclature_id, coalesce(aggregation_id, 0), is_not_new, count(*)::int
  FROM part_search WHERE removed_at IS NULL
  GROUP BY mark_id, node_id, nomenclature_id, coalesce(aggregation_id, 0), is_not_new;
$$;--> statement-breakpoint
SELECT part_facet_counts_recount();--> statement-breakpoint
ANALYZE "part_search";--> statement-breakpoint
ANALYZE "part_facet_counts";
