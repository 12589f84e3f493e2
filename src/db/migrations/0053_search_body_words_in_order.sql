-- Two transactions that bring in some of the same new description words used to insert them in the
-- order of a hash aggregate, which differs between word sets: each could hold a word the other
-- waited for (deadlock_detected), e.g. two CSV import batches or two product saves at once. The
-- words now go in in one order, (locale, word), so the later transaction waits for the earlier
-- one and neither aborts.
CREATE OR REPLACE FUNCTION record_search_body_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_body_words (locale, word)
    SELECT DISTINCT locale, unnest(tsvector_to_array(body)) AS word FROM new_rows
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
