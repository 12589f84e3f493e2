-- An order changes its products' stock and sales count and nothing else of them. Until now every
-- products write bumped the `catalog` version, so each order emptied every cached catalogue page
-- and listing on every instance. Now an update that changes only stock or sales counts, and moves
-- no product into or out of stock, bumps `stock` instead: only what shows a stock count (the
-- product page: "only 3 left", the quantity it allows) is keyed by it. Any other change, and any
-- change of a product's in-stock state (which cards, listings, filters and facets show), still
-- bumps `catalog`, in the writing transaction as before (migration 0018).
DROP TRIGGER products_cache_version ON products;
--> statement-breakpoint
CREATE TRIGGER products_cache_version AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE FUNCTION bump_products_update_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  SELECT CASE
      WHEN bool_or(o.id IS NULL OR n.id IS NULL
        OR (to_jsonb(o) - 'stock' - 'sales_count') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'sales_count')
        OR (o.stock > 0) IS DISTINCT FROM (n.stock > 0)) THEN 'catalog'
      WHEN bool_or(o.stock IS DISTINCT FROM n.stock OR o.sales_count IS DISTINCT FROM n.sales_count) THEN 'stock'
    END
    INTO changed
    FROM old_rows o FULL JOIN new_rows n ON n.id = o.id;
  IF changed IS NOT NULL THEN
    INSERT INTO cache_versions (tag, shard, version) VALUES (changed, pg_backend_pid() % 16, 1)
    ON CONFLICT (tag, shard) DO UPDATE SET version = cache_versions.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_update_cache_version AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_products_update_cache_version();
