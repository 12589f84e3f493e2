-- The trip form's destination and name must be written in letters (at least two): "1" and "x" were taken.
UPDATE "forms" SET "definition" = jsonb_set("definition", '{fields}', (
  SELECT jsonb_agg(CASE WHEN f->>'name' IN ('destination', 'name') THEN f || '{"letters":true}'::jsonb ELSE f END ORDER BY i)
  FROM jsonb_array_elements("definition"->'fields') WITH ORDINALITY AS e(f, i)
)) WHERE "code" = 'book_trip';
