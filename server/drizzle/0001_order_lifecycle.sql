-- Databases from before this migration may hold several pending payments of one order: keep the newest.
UPDATE "payments" SET "status" = 'failed', "finished_at" = now()
WHERE "status" = 'pending' AND "id" NOT IN (
  SELECT DISTINCT ON ("order_id") "id" FROM "payments" WHERE "status" = 'pending' ORDER BY "order_id", "created_at" DESC
);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'pending';
