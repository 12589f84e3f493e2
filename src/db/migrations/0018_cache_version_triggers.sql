-- Every write to what the storefront caches bumps that data's version in the same transaction
-- (src/domain/shared/cache-versions.ts): the domain's writes, the seed, the search indexer and
-- hand-written SQL alike. A tag's version is the sum of 16 shards; a write bumps the shard of its
-- connection, so concurrent orders rarely wait on the same row.
CREATE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (tag, shard, version) VALUES (TG_ARGV[0], pg_backend_pid() % 16, 1)
  ON CONFLICT (tag, shard) DO UPDATE SET version = cache_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sellers_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER seller_translations_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seller_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER brands_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER brand_translations_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER categories_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER category_translations_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER products_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER product_translations_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER product_categories_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER product_images_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER product_payment_methods_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_payment_methods
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER url_rewrites_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON url_rewrites
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER seller_instalment_rates_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seller_instalment_rates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER instalment_promotions_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON instalment_promotions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
--> statement-breakpoint
CREATE TRIGGER cms_blocks_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cms_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('content');
--> statement-breakpoint
CREATE TRIGGER cms_block_translations_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cms_block_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('content');
--> statement-breakpoint
CREATE TRIGGER home_slides_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_slides
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('content');
--> statement-breakpoint
CREATE TRIGGER home_slide_translations_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_slide_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('content');
--> statement-breakpoint
CREATE TRIGGER popup_banners_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON popup_banners
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('content');
--> statement-breakpoint
CREATE TRIGGER popup_banner_translations_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON popup_banner_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('content');
--> statement-breakpoint
CREATE TRIGGER countdowns_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countdowns
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('content');
