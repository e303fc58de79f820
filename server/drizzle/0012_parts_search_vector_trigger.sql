-- The search vector was a generated column: PostgreSQL recomputed it (and wrote its GIN entries)
-- on every update of the row, a price or stock change from 1C included. A trigger keeps it now,
-- firing only when a column it reads is written; the expression is the generated one's.
ALTER TABLE "parts" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "parts" ALTER COLUMN "search_vector" SET DEFAULT ''::tsvector;--> statement-breakpoint
CREATE FUNCTION parts_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := setweight(to_tsvector('russian', translate(NEW.title, 'ёЁ', 'еЕ')), 'A') || setweight(to_tsvector('simple', NEW.article_normalized || ' ' || coalesce(translate(regexp_replace(upper(NEW.extension_number), '[^0-9A-ZА-ЯЁ]', '', 'g'), 'АВЕКМНОРСТХ', 'ABEKMHOPCTX') || ' ' || regexp_replace(NEW.extension_number, '[^0-9]', '', 'g'), '')), 'A') || setweight(to_tsvector('russian', NEW.search_text), 'B') || setweight(to_tsvector('russian', translate(NEW.search_context, 'ёЁ', 'еЕ')), 'D');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER parts_search_vector BEFORE INSERT OR UPDATE OF title, article_normalized, extension_number, search_text, search_context ON parts FOR EACH ROW EXECUTE FUNCTION parts_search_vector();
