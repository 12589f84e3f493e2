-- The lexemes of the descriptions, kept in search_body_words by whoever writes search_bodies (the
-- indexer, a seed, hand-written SQL), in the writing transaction; never removed, so the table holds
-- at least every lexeme some description has. A write to search_bodies is also recorded in
-- search_changes (migration 0049), so that each instance's in-memory search reads the new words.
CREATE FUNCTION record_search_body_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_body_words (locale, word)
    SELECT DISTINCT locale, unnest(tsvector_to_array(body)) FROM new_rows
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_bodies_words_insert AFTER INSERT ON search_bodies
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_body_words();
--> statement-breakpoint
CREATE TRIGGER search_bodies_words_update AFTER UPDATE ON search_bodies
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_body_words();
--> statement-breakpoint
CREATE TRIGGER search_bodies_search_changes_insert AFTER INSERT ON search_bodies
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('product_id');
--> statement-breakpoint
CREATE TRIGGER search_bodies_search_changes_update AFTER UPDATE ON search_bodies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('product_id');
--> statement-breakpoint
INSERT INTO search_body_words (locale, word)
  SELECT DISTINCT locale, unnest(tsvector_to_array(body)) FROM search_bodies
  ON CONFLICT DO NOTHING;
