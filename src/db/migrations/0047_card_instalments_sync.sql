-- products.card_instalments says whether a product may be bought on the card (a
-- product_payment_methods row for ocean_amancard). Search reads it with the product's other
-- filter columns instead of probing product_payment_methods once per matching product (about a
-- sixth of a broad word's statement on 100,000 products). These statement triggers keep it: the
-- product's UPDATE then bumps `catalog` through the products trigger, as any change of what cards
-- and filters show does.
CREATE FUNCTION sync_product_card_instalments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products p SET card_instalments = true
      FROM (SELECT DISTINCT product_id FROM new_rows WHERE method = 'ocean_amancard') n
      WHERE p.id = n.product_id AND NOT p.card_instalments;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE products p SET card_instalments = false
      FROM (SELECT DISTINCT product_id FROM old_rows WHERE method = 'ocean_amancard') o
      WHERE p.id = o.product_id AND p.card_instalments
        AND NOT EXISTS (SELECT 1 FROM product_payment_methods m
          WHERE m.product_id = p.id AND m.method = 'ocean_amancard');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_card_instalments_insert AFTER INSERT ON product_payment_methods
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_product_card_instalments();
--> statement-breakpoint
CREATE TRIGGER product_card_instalments_update AFTER UPDATE ON product_payment_methods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_product_card_instalments();
--> statement-breakpoint
CREATE TRIGGER product_card_instalments_delete AFTER DELETE ON product_payment_methods
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_product_card_instalments();
--> statement-breakpoint
UPDATE products p SET card_instalments = true
  WHERE EXISTS (SELECT 1 FROM product_payment_methods m
    WHERE m.product_id = p.id AND m.method = 'ocean_amancard');
