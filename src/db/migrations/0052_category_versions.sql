CREATE TABLE "category_versions" (
	"category_id" integer NOT NULL,
	"shard" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "category_versions_category_id_shard_pk" PRIMARY KEY("category_id","shard")
);
--> statement-breakpoint
-- Finer invalidation of the pages' caches (issue 14, goal 4). Until now any product write bumped
-- `catalog`, which every cached catalogue page is keyed by: one price change re-rendered every page
-- on every instance. Now:
--   * `structure` (cache_versions) is bumped by what every catalogue page shows: categories, brands,
--     sellers, instalment rates and promotions, and a TRUNCATE of any products table;
--   * category_versions is bumped, per category, by a write to a product of that category: its row
--     (but stock and sales counts that leave it in stock, as before), names, images, payment
--     methods and category links. A product's categories are its own (products.category_id) and
--     those it is linked to (product_categories), before and after the write.
-- A category's page is keyed by `structure`, `content` and its own version; a product's page by
-- those, its stock version and its category's version (its related products are that category's
-- best sellers). `catalog` is still bumped by every write it was, for the home page, search and
-- what is keyed by it alone.
-- A category's version is the sum of its rows, and so is a tag's from now on. A transaction bumps
-- only its own backend's rows (shard = the backend's pid, where tags had pid % 16), so concurrent
-- writers never wait on each other's rows, and never deadlock over categories or tags they bump in
-- different orders. foldVersionRows (src/domain/shared/cache-versions.ts, hourly) folds the rows
-- into shard 0, keeping each sum.
CREATE FUNCTION bump_tag_version(tag text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cache_versions (tag, shard, version) VALUES (tag, pg_backend_pid(), 1)
  ON CONFLICT (tag, shard) DO UPDATE SET version = cache_versions.version + 1;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_tag_version(TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION bump_category_versions(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO category_versions (category_id, shard, version)
  SELECT DISTINCT c, pg_backend_pid(), 1 FROM unnest(ids) AS c WHERE c IS NOT NULL ORDER BY 1
  ON CONFLICT (category_id, shard) DO UPDATE SET version = category_versions.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION categories_of_products(ids integer[]) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT array_agg(c) FROM (
    SELECT category_id AS c FROM products WHERE id = ANY (ids)
    UNION SELECT category_id FROM product_categories WHERE product_id = ANY (ids)
  ) s;
$$;
--> statement-breakpoint
-- A statement trigger with transition tables: TG_ARGV[0] names the column that says what the rows
-- are of: 'id' (products), 'product_id' (a product's names, images, payment methods) or
-- 'category_id' (product_categories: the linked categories themselves).
CREATE FUNCTION bump_row_category_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  cats integer[];
BEGIN
  IF TG_ARGV[0] = 'category_id' THEN
    IF TG_OP <> 'DELETE' THEN SELECT array_agg(category_id) INTO cats FROM new_rows; END IF;
    IF TG_OP <> 'INSERT' THEN SELECT cats || array_agg(category_id) INTO cats FROM old_rows; END IF;
  ELSIF TG_ARGV[0] = 'id' THEN
    IF TG_OP = 'INSERT' THEN SELECT array_agg(id), array_agg(category_id) INTO ids, cats FROM new_rows; END IF;
    IF TG_OP = 'DELETE' THEN SELECT array_agg(id), array_agg(category_id) INTO ids, cats FROM old_rows; END IF;
    cats := cats || categories_of_products(ids);
  ELSE
    IF TG_OP <> 'DELETE' THEN SELECT array_agg(product_id) INTO ids FROM new_rows; END IF;
    IF TG_OP <> 'INSERT' THEN SELECT ids || array_agg(product_id) INTO ids FROM old_rows; END IF;
    cats := categories_of_products(ids);
  END IF;
  PERFORM bump_category_versions(cats);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_category_versions_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_row_category_versions('id');
--> statement-breakpoint
CREATE TRIGGER products_category_versions_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_row_category_versions('id');
--> statement-breakpoint
-- Every event of a product's names, images and payment methods (by product_id), and of its category
-- links (by category_id): transition tables serve one event per trigger.
DO $$
DECLARE
  t record;
  op text;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('product_categories', 'category_id'), ('product_translations', 'product_id'),
      ('product_images', 'product_id'), ('product_payment_methods', 'product_id')) AS v (tab, col) LOOP
    FOREACH op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION bump_row_category_versions(%L)',
        t.tab || '_category_versions_' || op, upper(op), t.tab,
        CASE op WHEN 'insert' THEN 'NEW TABLE AS new_rows' WHEN 'delete' THEN 'OLD TABLE AS old_rows'
          ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
        t.col);
    END LOOP;
  END LOOP;
END
$$;
--> statement-breakpoint
-- A products update that changes only stock or sales counts, and moves no product into or out of
-- stock, bumps nothing (as in migration 0045); any other bumps `catalog` and the categories of the
-- products it changed, before and after.
CREATE OR REPLACE FUNCTION bump_products_update_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  cats integer[];
BEGIN
  SELECT array_agg(coalesce(n.id, o.id)), array_agg(o.category_id) || array_agg(n.category_id)
    INTO changed, cats
    FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
    WHERE o.id IS NULL OR n.id IS NULL
      OR (to_jsonb(o) - 'stock' - 'sales_count' - 'stock_version')
        IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'sales_count' - 'stock_version')
      OR (o.stock > 0) IS DISTINCT FROM (n.stock > 0);
  IF changed IS NOT NULL THEN
    PERFORM bump_tag_version('catalog');
    PERFORM bump_category_versions(cats || categories_of_products(changed));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What every catalogue page shows bumps `structure`; so does a TRUNCATE of a products table.
DO $$
DECLARE
  tab text;
BEGIN
  FOREACH tab IN ARRAY ARRAY['sellers', 'seller_translations', 'brands', 'brand_translations', 'categories',
      'category_translations', 'seller_instalment_rates', 'instalment_promotions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version(''structure'')', tab || '_structure_version', tab);
  END LOOP;
  FOREACH tab IN ARRAY ARRAY['products', 'product_translations', 'product_images', 'product_payment_methods',
      'product_categories'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version(''structure'')', tab || '_truncate_structure_version', tab);
  END LOOP;
END
$$;
