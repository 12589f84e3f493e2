-- A product's page is now cached under the product's own stock version, read for each request,
-- instead of under a `stock` tag that every order bumped (migration 0043): an order re-renders only
-- the pages of the products it took, and only when what the page shows of their stock changes: the
-- units up to 99, the most one cart line may hold (MAX_LINE_QTY in src/domain/cart/carts.ts; an
-- API test, tests/api/page-cache.test.ts, holds the two together). The version only grows, so a key
-- read before a write is never used again after it.
CREATE FUNCTION bump_product_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF least(NEW.stock, 99) IS DISTINCT FROM least(OLD.stock, 99) THEN
    NEW.stock_version := OLD.stock_version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_stock_version BEFORE UPDATE OF stock ON products
  FOR EACH ROW EXECUTE FUNCTION bump_product_stock_version();
--> statement-breakpoint
-- An update that changes only stock or sales counts (and so the stock version), and moves no
-- product into or out of stock, bumps no tag; any other change, and any change of a product's
-- in-stock state (which cards, listings, filters and facets show), still bumps `catalog` in the
-- writing transaction.
CREATE OR REPLACE FUNCTION bump_products_update_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
    WHERE o.id IS NULL OR n.id IS NULL
      OR (to_jsonb(o) - 'stock' - 'sales_count' - 'stock_version')
        IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'sales_count' - 'stock_version')
      OR (o.stock > 0) IS DISTINCT FROM (n.stock > 0)
  ) THEN
    INSERT INTO cache_versions (tag, shard, version) VALUES ('catalog', pg_backend_pid() % 16, 1)
    ON CONFLICT (tag, shard) DO UPDATE SET version = cache_versions.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DELETE FROM cache_versions WHERE tag = 'stock';
