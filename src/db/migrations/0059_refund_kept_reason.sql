-- An approval that takes back fewer items than were asked tells the customer why (stop 63).
ALTER TABLE "refund_requests" ADD COLUMN "kept_reason" text;