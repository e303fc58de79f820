-- A typed word as the search index should look it up: the prefix `word:*` as the lexemes of the
-- catalogue it begins, when they are eight or fewer ('фильтр' | ..., read from the word counts'
-- key, migration 0017), else the prefix itself. The search index answers a prefix by reading
-- every posting of every lexeme it begins into a bitmap (23 ms for «фильтр масл» at a million
-- parts), and a few lexemes by walking their postings together (4 ms). The same parts: the
-- lexemes are read in the statement's own snapshot. Only for parts' own words (part_search),
-- whose lexemes the counts hold; a word PostgreSQL drops (a stop word) stays as it comes.
CREATE FUNCTION typed_word(word text) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  typed tsquery := to_tsquery('russian', word || ':*');
  stem text;
  found text[] := '{}';
  next_lexeme text;
BEGIN
  IF numnode(typed) <> 1 THEN
    RETURN typed;
  END IF;
  stem := (tsvector_to_array(to_tsvector('russian', word)))[1];
  IF stem IS NULL THEN
    RETURN typed;
  END IF;
  SELECT min(c.lexeme) INTO next_lexeme FROM part_word_counts c
    WHERE c.lexeme >= stem COLLATE "C" AND c.count > 0;
  WHILE next_lexeme IS NOT NULL AND starts_with(next_lexeme, stem) LOOP
    IF cardinality(found) = 8 THEN
      RETURN typed;
    END IF;
    found := found || next_lexeme;
    SELECT min(c.lexeme) INTO next_lexeme FROM part_word_counts c
      WHERE c.lexeme > next_lexeme AND c.count > 0;
  END LOOP;
  IF cardinality(found) = 0 THEN
    RETURN typed;
  END IF;
  RETURN array_to_string(array(
    SELECT '''' || replace(replace(f, '\', '\\'), '''', '''''') || '''' FROM unnest(found) f
  ), ' | ')::tsquery;
END
$$;
