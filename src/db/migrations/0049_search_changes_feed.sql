-- Every write that can change what search finds is recorded in search_changes, in the writing
-- transaction, whoever writes it (the indexer, the back office, an order's stock update, a cascade):
-- the feed each app instance's in-memory search follows (src/domain/search/memory/sync.ts).
-- A product's row, categories or documents record the product; brands and sellers record a row
-- without a product (their keys and whether a seller sells are read again whole).
CREATE FUNCTION record_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'none' THEN
    INSERT INTO search_changes (product_id) VALUES (NULL);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF TG_ARGV[0] = 'id' THEN
      INSERT INTO search_changes (product_id) SELECT DISTINCT id FROM new_rows;
    ELSE
      INSERT INTO search_changes (product_id) SELECT DISTINCT product_id FROM new_rows;
    END IF;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF TG_ARGV[0] = 'id' THEN
      INSERT INTO search_changes (product_id) SELECT DISTINCT id FROM old_rows;
    ELSE
      INSERT INTO search_changes (product_id) SELECT DISTINCT product_id FROM old_rows;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_changes_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('id');
--> statement-breakpoint
CREATE TRIGGER products_search_changes_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('id');
--> statement-breakpoint
CREATE TRIGGER products_search_changes_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('id');
--> statement-breakpoint
CREATE TRIGGER search_documents_search_changes_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('product_id');
--> statement-breakpoint
CREATE TRIGGER search_documents_search_changes_update AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('product_id');
--> statement-breakpoint
CREATE TRIGGER search_documents_search_changes_delete AFTER DELETE ON search_documents
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('product_id');
--> statement-breakpoint
CREATE TRIGGER product_categories_search_changes_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('product_id');
--> statement-breakpoint
CREATE TRIGGER product_categories_search_changes_update AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('product_id');
--> statement-breakpoint
CREATE TRIGGER product_categories_search_changes_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('product_id');
--> statement-breakpoint
CREATE TRIGGER brands_search_changes_insert AFTER INSERT ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('none');
--> statement-breakpoint
CREATE TRIGGER brands_search_changes_update AFTER UPDATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('none');
--> statement-breakpoint
CREATE TRIGGER brands_search_changes_delete AFTER DELETE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('none');
--> statement-breakpoint
CREATE TRIGGER sellers_search_changes_insert AFTER INSERT ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('none');
--> statement-breakpoint
CREATE TRIGGER sellers_search_changes_update AFTER UPDATE ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('none');
--> statement-breakpoint
CREATE TRIGGER sellers_search_changes_delete AFTER DELETE ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_changes('none');
