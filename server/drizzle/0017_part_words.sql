CREATE TABLE "part_word_counts" (
	"lexeme" text collate "C" NOT NULL,
	"mark_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"nomenclature_id" uuid NOT NULL,
	"aggregation_id" integer NOT NULL,
	"is_not_new" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "part_word_counts_lexeme_mark_id_node_id_nomenclature_id_aggregation_id_is_not_new_pk" PRIMARY KEY("lexeme","mark_id","node_id","nomenclature_id","aggregation_id","is_not_new")
);
--> statement-breakpoint
CREATE TABLE "part_words" (
	"lexeme" text collate "C" NOT NULL,
	"part_id" uuid NOT NULL,
	"in_stock" boolean NOT NULL,
	"rank" real NOT NULL,
	"popularity" integer NOT NULL,
	"mark_id" uuid NOT NULL
);
--> statement-breakpoint
-- INCLUDE hand-written (Drizzle has none): a make named in the query is checked on the entries.
CREATE INDEX "part_words_order_idx" ON "part_words" USING btree ("lexeme",in_stock desc,rank desc,popularity desc,"part_id") INCLUDE ("mark_id");--> statement-breakpoint
CREATE INDEX "part_words_part_idx" ON "part_words" USING btree ("part_id");--> statement-breakpoint
-- The rank a part's own vector has for one of its lexemes, as `ts_rank` gives it for a
-- query of that word alone (or of a prefix only that word of the catalogue begins with).
CREATE FUNCTION part_word_rank(own_vector tsvector, lexeme text) RETURNS real
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ts_rank(own_vector, ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery)
$$;--> statement-breakpoint
-- The words follow part_search: a part's rows rewritten when its words, stock on or off,
-- popularity or make change, gone when it leaves sale.
CREATE FUNCTION part_search_part_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Stock on or off, or popularity (1C's offers, orders): the same rows, two columns set.
  IF TG_OP = 'UPDATE' AND OLD.removed_at IS NULL AND NEW.removed_at IS NULL
      AND OLD.own_vector = NEW.own_vector AND OLD.mark_id = NEW.mark_id THEN
    UPDATE part_words SET in_stock = NEW.total_stock > 0, popularity = NEW.popularity
    WHERE part_id = NEW.id;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM part_words WHERE part_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.removed_at IS NULL THEN
    INSERT INTO part_words (lexeme, part_id, in_stock, rank, popularity, mark_id)
    SELECT w, NEW.id, NEW.total_stock > 0, part_word_rank(NEW.own_vector, w), NEW.popularity, NEW.mark_id
    FROM unnest(tsvector_to_array(NEW.own_vector)) w;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_search_part_words AFTER INSERT OR DELETE ON part_search
  FOR EACH ROW EXECUTE FUNCTION part_search_part_words();--> statement-breakpoint
CREATE TRIGGER part_search_part_words_update AFTER UPDATE ON part_search FOR EACH ROW
  WHEN (OLD.own_vector IS DISTINCT FROM NEW.own_vector
    OR (OLD.total_stock > 0) IS DISTINCT FROM (NEW.total_stock > 0)
    OR OLD.popularity IS DISTINCT FROM NEW.popularity OR OLD.mark_id IS DISTINCT FROM NEW.mark_id
    OR OLD.removed_at IS DISTINCT FROM NEW.removed_at)
  EXECUTE FUNCTION part_search_part_words();--> statement-breakpoint
-- The word counts follow part_search as the facet counts do (migration 0015). Lexemes come
-- sorted out of the vector, so two writers take the rows they share in the same order.
CREATE FUNCTION part_search_word_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.removed_at IS NULL THEN
    UPDATE part_word_counts SET count = count - 1
    WHERE lexeme = ANY (tsvector_to_array(OLD.own_vector)) AND mark_id = OLD.mark_id
      AND node_id = OLD.node_id AND nomenclature_id = OLD.nomenclature_id
      AND aggregation_id = coalesce(OLD.aggregation_id, 0) AND is_not_new = OLD.is_not_new;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.removed_at IS NULL THEN
    INSERT INTO part_word_counts (lexeme, mark_id, node_id, nomenclature_id, aggregation_id, is_not_new, count)
    SELECT w, NEW.mark_id, NEW.node_id, NEW.nomenclature_id, coalesce(NEW.aggregation_id, 0), NEW.is_not_new, 1
    FROM unnest(tsvector_to_array(NEW.own_vector)) w
    ON CONFLICT (lexeme, mark_id, node_id, nomenclature_id, aggregation_id, is_not_new)
    DO UPDATE SET count = part_word_counts.count + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_search_word_counts AFTER INSERT OR DELETE ON part_search
  FOR EACH ROW EXECUTE FUNCTION part_search_word_counts();--> statement-breakpoint
CREATE TRIGGER part_search_word_counts_update AFTER UPDATE ON part_search FOR EACH ROW
  WHEN (OLD.own_vector IS DISTINCT FROM NEW.own_vector OR OLD.mark_id IS DISTINCT FROM NEW.mark_id
    OR OLD.node_id IS DISTINCT FROM NEW.node_id
    OR OLD.nomenclature_id IS DISTINCT FROM NEW.nomenclature_id
    OR OLD.aggregation_id IS DISTINCT FROM NEW.aggregation_id
    OR OLD.is_not_new IS DISTINCT FROM NEW.is_not_new OR OLD.removed_at IS DISTINCT FROM NEW.removed_at)
  EXECUTE FUNCTION part_search_word_counts();--> statement-breakpoint
-- A truncated catalogue takes the words and their counts with it (see migration 0015).
CREATE OR REPLACE FUNCTION part_search_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM part_facet_counts;
  DELETE FROM part_words;
  DELETE FROM part_word_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- All at once (the parts already there, a seed's bulk insert, with both triggers disabled):
-- row by row, a common word's counts would be rewritten thousands of times.
CREATE FUNCTION part_words_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM part_words;
  INSERT INTO part_words (lexeme, part_id, in_stock, rank, popularity, mark_id)
  SELECT w, s.id, s.total_stock > 0, part_word_rank(s.own_vector, w), s.popularity, s.mark_id
  FROM part_search s, unnest(tsvector_to_array(s.own_vector)) w WHERE s.removed_at IS NULL;
  DELETE FROM part_word_counts;
  INSERT INTO part_word_counts (lexeme, mark_id, node_id, nomenclature_id, aggregation_id, is_not_new, count)
  SELECT w, mark_id, node_id, nomenclature_id, coalesce(aggregation_id, 0), is_not_new, count(*)::int
  FROM part_search s, unnest(tsvector_to_array(s.own_vector)) w WHERE s.removed_at IS NULL
  GROUP BY w, mark_id, node_id, nomenclature_id, coalesce(aggregation_id, 0), is_not_new;
$$;--> statement-breakpoint
SELECT part_words_rebuild();--> statement-breakpoint
ANALYZE "part_words";--> statement-breakpoint
ANALYZE "part_word_counts";
