CREATE TABLE "part_model_counts" (
	"truck_model_id" uuid NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	"mark_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"nomenclature_id" uuid NOT NULL,
	"aggregation_id" integer NOT NULL,
	"is_not_new" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "part_model_counts_truck_model_id_year_from_year_to_mark_id_node_id_nomenclature_id_aggregation_id_is_not_new_pk" PRIMARY KEY("truck_model_id","year_from","year_to","mark_id","node_id","nomenclature_id","aggregation_id","is_not_new")
);
--> statement-breakpoint
CREATE TABLE "part_word_model_counts" (
	"lexeme" text collate "C" NOT NULL,
	"truck_model_id" uuid NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	"mark_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"nomenclature_id" uuid NOT NULL,
	"aggregation_id" integer NOT NULL,
	"is_not_new" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "part_word_model_counts_lexeme_truck_model_id_year_from_year_to_mark_id_node_id_nomenclature_id_aggregation_id_is_not_new_pk" PRIMARY KEY("lexeme","truck_model_id","year_from","year_to","mark_id","node_id","nomenclature_id","aggregation_id","is_not_new")
);
--> statement-breakpoint
-- Counts kept per truck model for «Только для моего грузовика» (docs/performance/2026-11-29.md):
-- the same counts as part_facet_counts and part_word_counts, per model and span of years.
-- The models and years a part fits, by the one rule of «fits» (modules/parts/truck-fit.ts): its
-- own model every year, each part_fits row of another model over the row's years (an open end
-- as 0 or 32767). part_fits' key is (part, model): one span per part and model.
CREATE FUNCTION part_fit_spans(part part_search)
  RETURNS TABLE (truck_model_id uuid, year_from integer, year_to integer)
  LANGUAGE sql STABLE AS $$
  SELECT (part).truck_model_id, 0, 32767 WHERE (part).truck_model_id IS NOT NULL
  UNION ALL
  SELECT f.truck_model_id, coalesce(f.year_from, 0), coalesce(f.year_to, 32767)
  FROM part_fits f
  WHERE f.part_id = (part).id AND f.truck_model_id IS DISTINCT FROM (part).truck_model_id
$$;--> statement-breakpoint
-- A part's span of a model added (+1) or taken away (-1), with the part as it is counted.
CREATE TYPE part_fit_change AS (part part_search, truck_model_id uuid, year_from integer,
  year_to integer, change integer);--> statement-breakpoint
-- A part's fitment and its counted columns are written by different statements, each of which
-- reads the other table as it is: two transactions changing one part's part_fits rows and its
-- part_search row at once would each read the other's old rows and count the part wrong. Both
-- take this lock on the part (one of 256 buckets, in order, so that a statement of many parts
-- takes at most 256 locks and two such statements never wait for each other in a circle)
-- before reading: the second waits until the first commits, then reads what it wrote. Stock and
-- price changes never take it.
CREATE FUNCTION part_fit_lock(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT count(pg_advisory_xact_lock(34, k))
  FROM (SELECT DISTINCT abs(hashtext(id::text) % 256) AS k FROM unnest(ids) id ORDER BY 1) l;
$$;--> statement-breakpoint
-- The counts move by their summed change, only for parts on sale, in key order (so concurrent
-- writers take the rows alike, as migration 0019's).
CREATE FUNCTION part_fit_follow(changes part_fit_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO part_model_counts AS c (truck_model_id, year_from, year_to, mark_id, node_id,
    nomenclature_id, aggregation_id, is_not_new, count)
  SELECT x.truck_model_id, x.year_from, x.year_to, (x.part).mark_id, (x.part).node_id,
    (x.part).nomenclature_id, coalesce((x.part).aggregation_id, 0), (x.part).is_not_new,
    sum(x.change)::int
  FROM unnest(changes) x WHERE (x.part).removed_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(x.change) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (truck_model_id, year_from, year_to, mark_id, node_id, nomenclature_id,
    aggregation_id, is_not_new)
  DO UPDATE SET count = c.count + excluded.count;

  INSERT INTO part_word_model_counts AS c (lexeme, truck_model_id, year_from, year_to, mark_id,
    node_id, nomenclature_id, aggregation_id, is_not_new, count)
  SELECT w, x.truck_model_id, x.year_from, x.year_to, (x.part).mark_id, (x.part).node_id,
    (x.part).nomenclature_id, coalesce((x.part).aggregation_id, 0), (x.part).is_not_new,
    sum(x.change)::int
  FROM unnest(changes) x, unnest(tsvector_to_array((x.part).own_vector)) w
  WHERE (x.part).removed_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(x.change) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (lexeme, truck_model_id, year_from, year_to, mark_id, node_id, nomenclature_id,
    aggregation_id, is_not_new)
  DO UPDATE SET count = c.count + excluded.count;
$$;--> statement-breakpoint
-- part_search's statements: a part's spans with the part as it was (-1) and as it is (+1), read
-- against part_fits as it is now; part_fits' statements below read part_search as it is now, so
-- the two follow each other in whatever order a statement (or a cascade) writes them.
CREATE FUNCTION part_search_fit_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM part_fit_lock(ARRAY(SELECT n.id FROM new_rows n));
  PERFORM part_fit_follow(ARRAY(SELECT row(row(n.*)::part_search, s.truck_model_id, s.year_from,
      s.year_to, 1)::part_fit_change
    FROM new_rows n, part_fit_spans(row(n.*)::part_search) s WHERE n.removed_at IS NULL));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_search_fit_inserted AFTER INSERT ON part_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_search_fit_inserted();--> statement-breakpoint
CREATE FUNCTION part_search_fit_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM part_fit_lock(ARRAY(SELECT o.id FROM old_rows o));
  PERFORM part_fit_follow(ARRAY(SELECT row(row(o.*)::part_search, s.truck_model_id, s.year_from,
      s.year_to, -1)::part_fit_change
    FROM old_rows o, part_fit_spans(row(o.*)::part_search) s WHERE o.removed_at IS NULL));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_search_fit_deleted AFTER DELETE ON part_search REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_search_fit_deleted();--> statement-breakpoint
-- Only parts whose counted columns moved (facets, sale, own words, own model): a price or stock
-- change costs one join.
CREATE FUNCTION part_search_fit_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved uuid[];
BEGIN
  SELECT array_agg(n.id) INTO moved FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.mark_id, o.node_id, o.nomenclature_id, o.aggregation_id, o.is_not_new,
      o.removed_at IS NULL, o.own_vector, o.truck_model_id)
    IS DISTINCT FROM (n.mark_id, n.node_id, n.nomenclature_id, n.aggregation_id, n.is_not_new,
      n.removed_at IS NULL, n.own_vector, n.truck_model_id);
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
$$;--> statement-breakpoint
CREATE TRIGGER part_search_fit_updated AFTER UPDATE ON part_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_search_fit_updated();--> statement-breakpoint
-- part_fits' statements: each row's span, with its part as part_search has it now (no change
-- for the part's own model, which fits every year), once the parts' lock is taken.
CREATE FUNCTION part_fits_changes(old_fits part_fits[], new_fits part_fits[])
  RETURNS part_fit_change[] LANGUAGE plpgsql AS $$
BEGIN
  PERFORM part_fit_lock(ARRAY(SELECT f.part_id FROM unnest(old_fits || new_fits) f));
  RETURN ARRAY(SELECT row(s, f.truck_model_id, coalesce(f.year_from, 0),
      coalesce(f.year_to, 32767), f.change)::part_fit_change
    FROM (SELECT o.*, -1 AS change FROM unnest(old_fits) o
      UNION ALL SELECT n.*, 1 FROM unnest(new_fits) n) f
    JOIN part_search s ON s.id = f.part_id
    WHERE s.removed_at IS NULL AND f.truck_model_id IS DISTINCT FROM s.truck_model_id);
END
$$;--> statement-breakpoint
CREATE FUNCTION part_fits_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM part_fit_follow(part_fits_changes('{}', ARRAY(SELECT row(n.*)::part_fits FROM new_fits n)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_fits_inserted AFTER INSERT ON part_fits REFERENCING NEW TABLE AS new_fits
  FOR EACH STATEMENT EXECUTE FUNCTION part_fits_inserted();--> statement-breakpoint
CREATE FUNCTION part_fits_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM part_fit_follow(part_fits_changes(ARRAY(SELECT row(o.*)::part_fits FROM old_fits o), '{}'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_fits_deleted AFTER DELETE ON part_fits REFERENCING OLD TABLE AS old_fits
  FOR EACH STATEMENT EXECUTE FUNCTION part_fits_deleted();--> statement-breakpoint
-- Only rows whose part, model or years moved (not the `inherited` mark): the others' -1 and +1
-- would cancel.
CREATE FUNCTION part_fits_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM part_fit_follow(part_fits_changes(
    ARRAY(SELECT row(o.*)::part_fits FROM old_fits o WHERE NOT EXISTS (SELECT FROM new_fits n
      WHERE (n.part_id, n.truck_model_id) = (o.part_id, o.truck_model_id)
        AND (n.year_from, n.year_to) IS NOT DISTINCT FROM (o.year_from, o.year_to))),
    ARRAY(SELECT row(n.*)::part_fits FROM new_fits n WHERE NOT EXISTS (SELECT FROM old_fits o
      WHERE (o.part_id, o.truck_model_id) = (n.part_id, n.truck_model_id)
        AND (o.year_from, o.year_to) IS NOT DISTINCT FROM (n.year_from, n.year_to)))));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_fits_updated AFTER UPDATE ON part_fits
  REFERENCING OLD TABLE AS old_fits NEW TABLE AS new_fits
  FOR EACH STATEMENT EXECUTE FUNCTION part_fits_updated();--> statement-breakpoint
-- A part deleted takes its part_search row and its part_fits rows with it (cascades), and the
-- statement triggers of both run only after both are gone: each would miss what the other
-- took. Its part_fits rows go first here, while its part_search row still counts them.
CREATE FUNCTION parts_fits_go_first() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM part_fits WHERE part_id = OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER parts_fits_go_first BEFORE DELETE ON parts
  FOR EACH ROW EXECUTE FUNCTION parts_fits_go_first();--> statement-breakpoint
-- Every count again from part_search and part_fits: the seed's bulk load (its triggers off) and
-- the parts already there.
CREATE FUNCTION part_model_counts_recount() RETURNS void LANGUAGE sql AS $$
  TRUNCATE part_model_counts, part_word_model_counts;

  INSERT INTO part_model_counts (truck_model_id, year_from, year_to, mark_id, node_id,
    nomenclature_id, aggregation_id, is_not_new, count)
  SELECT f.truck_model_id, f.year_from, f.year_to, s.mark_id, s.node_id, s.nomenclature_id,
    coalesce(s.aggregation_id, 0), s.is_not_new, count(*)::int
  FROM part_search s, part_fit_spans(s) f WHERE s.removed_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;

  INSERT INTO part_word_model_counts (lexeme, truck_model_id, year_from, year_to, mark_id,
    node_id, nomenclature_id, aggregation_id, is_not_new, count)
  SELECT w, f.truck_model_id, f.year_from, f.year_to, s.mark_id, s.node_id, s.nomenclature_id,
    coalesce(s.aggregation_id, 0), s.is_not_new, count(*)::int
  FROM part_search s, part_fit_spans(s) f, unnest(tsvector_to_array(s.own_vector)) w
  WHERE s.removed_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
$$;--> statement-breakpoint
SELECT part_model_counts_recount();
