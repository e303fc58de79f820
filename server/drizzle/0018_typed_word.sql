-- The lexemes of the catalogue a typed word begins, as the search matches it (the prefix
-- `word:*`), read from the word counts' key (migration 0017) with up to nine index probes in
-- the statement's own snapshot: null when it begins more than eight, none, or PostgreSQL drops
-- the word (a stop word). Only parts' own words (part_search), whose lexemes the counts hold.
CREATE FUNCTION typed_lexemes(word text) RETURNS text[] LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  stems text[] := tsvector_to_array(to_tsvector('russian', word));
  stem text := stems[1];
  found text[] := '{}';
  next_lexeme text;
BEGIN
  IF cardinality(stems) <> 1 THEN
    RETURN NULL;
  END IF;
  SELECT min(c.lexeme) INTO next_lexeme FROM part_word_counts c
    WHERE c.lexeme >= stem COLLATE "C" AND c.count > 0;
  WHILE next_lexeme IS NOT NULL AND starts_with(next_lexeme, stem) LOOP
    IF cardinality(found) = 8 THEN
      RETURN NULL;
    END IF;
    found := found || next_lexeme;
    SELECT min(c.lexeme) INTO next_lexeme FROM part_word_counts c
      WHERE c.lexeme > next_lexeme AND c.count > 0;
  END LOOP;
  RETURN nullif(found, '{}');
END
$$;--> statement-breakpoint
-- A typed word as the search index should look it up: its lexemes ('фильтр' | ...) instead of
-- the prefix, else the prefix itself. The search index answers a prefix by reading every
-- posting of every lexeme it begins into a bitmap (23 ms for «фильтр масл» at a million
-- parts), and a few lexemes by walking their postings together (4 ms): the same parts.
CREATE FUNCTION typed_word(word text) RETURNS tsquery LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN lexemes IS NULL THEN to_tsquery('russian', word || ':*')
    ELSE array_to_string(array(
      SELECT '''' || replace(replace(l, '\', '\\'), '''', '''''') || '''' FROM unnest(lexemes) l
    ), ' | ')::tsquery END
  FROM (SELECT typed_lexemes(word) AS lexemes) t
$$;
