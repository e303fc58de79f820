-- Search that puts the right part first (issue 18). Hand-edited: the data updates between the
-- generated statements re-split the old search_text and fold look-alike letters of articles
-- before the generated search_vector is added, so each row is rewritten once.
DROP INDEX "parts_search_fts";--> statement-breakpoint
DROP INDEX "parts_article_trgm";--> statement-breakpoint
ALTER TABLE "marks" ADD COLUMN "aliases" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_context" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "marks" SET "aliases" = CASE "slug"
  WHEN 'man' THEN ARRAY['МАН']
  WHEN 'scania' THEN ARRAY['Скания', 'Сканиа']
  WHEN 'volvo' THEN ARRAY['Вольво', 'Волво']
  WHEN 'daf' THEN ARRAY['ДАФ']
  WHEN 'mercedes-benz' THEN ARRAY['Mercedes', 'Мерседес', 'Мерседес-Бенц', 'Мерседес Бенц', 'Мерс', 'Benz']
  WHEN 'iveco' THEN ARRAY['Ивеко', 'Ивэко']
  WHEN 'renault-trucks' THEN ARRAY['Renault', 'Рено', 'Рено Тракс']
  WHEN 'kamaz' THEN ARRAY['КАМАЗ', 'КамАЗ']
  ELSE "aliases" END;--> statement-breakpoint
UPDATE "parts" p SET
  "article_normalized" = translate(p."article_normalized", 'АВЕКМНОРСТХ', 'ABEKMHOPCTX'),
  "search_text" = m."title" || ' ' || array_to_string(m."aliases", ' '),
  "search_context" = n."title" || coalesce(' ' || g."title", '')
FROM "marks" m, "nodes" n, "parts" q LEFT JOIN "cross_groups" g ON g."id" = q."cross_group_id"
WHERE m."id" = p."mark_id" AND n."id" = p."node_id" AND q."id" = p."id";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', translate(title, 'ёЁ', 'еЕ')), 'A') || setweight(to_tsvector('simple', article_normalized || ' ' || coalesce(translate(regexp_replace(upper(extension_number), '[^0-9A-ZА-ЯЁ]', '', 'g'), 'АВЕКМНОРСТХ', 'ABEKMHOPCTX') || ' ' || regexp_replace(extension_number, '[^0-9]', '', 'g'), '')), 'A') || setweight(to_tsvector('russian', search_text), 'B') || setweight(to_tsvector('russian', translate(search_context, 'ёЁ', 'еЕ')), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parts_search_vector_idx" ON "parts" USING gin ("search_vector");--> statement-breakpoint
ANALYZE "parts";--> statement-breakpoint
ANALYZE "marks";
