-- Payment sessions become rows of the payments ledger before their table goes. Of several open
-- sessions of one order only the newest stays open (one open attempt per payable).
INSERT INTO "payments" ("id", "payable_type", "payable_id", "customer_id", "method", "amount", "status",
  "save_card", "wallet_phone", "created_at", "expires_at", "settled_at", "closed_at")
SELECT s."id", 'order', s."order_id", o."customer_id", s."method", s."amount",
  CASE
    WHEN s."status" = 'paid' THEN 'settled'
    WHEN s."status" = 'open' AND s."id" = (
      SELECT s2."id" FROM "payment_sessions" s2
      WHERE s2."order_id" = s."order_id" AND s2."status" = 'open'
      ORDER BY s2."created_at" DESC, s2."id" DESC LIMIT 1
    ) THEN 'created'
    WHEN s."status" = 'open' THEN 'expired'
    ELSE s."status"
  END,
  s."save_card", s."wallet_phone", s."created_at", s."expires_at",
  CASE WHEN s."status" = 'paid' THEN s."completed_at" END,
  CASE WHEN s."status" <> 'open' THEN s."completed_at" END
FROM "payment_sessions" s JOIN "orders" o ON o."id" = s."order_id";
