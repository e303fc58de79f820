-- Arrival notices (docs/product.md#arrival-notices): a part a buyer follows whose stock goes
-- from 0 to above 0 is recorded in part_arrivals, whatever wrote the stock (a 1C import's
-- set-based statements, a cancelled order's returned stock, the seed, an operator's SQL).
CREATE TABLE "part_arrivals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"part_id" uuid NOT NULL,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inform_receipts" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "inform_receipts" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inform_receipts" ADD COLUMN "notice_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "part_arrivals" ADD CONSTRAINT "part_arrivals_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_arrivals_waiting_idx" ON "part_arrivals" USING btree ("id") WHERE dispatched_at is null;--> statement-breakpoint
CREATE INDEX "inform_receipts_part_idx" ON "inform_receipts" USING btree ("part_id");--> statement-breakpoint
ALTER TABLE "inform_receipts" ADD CONSTRAINT "inform_receipts_channel_check" CHECK ("inform_receipts"."channel" in ('sms', 'email'));
--> statement-breakpoint
-- One statement trigger with transition tables, as 0019's: a 1C batch of thousands of parts
-- is one insert here. The pairing of old and new rows is planned per statement (EXECUTE), for
-- 0021's reason: a plan kept from a one-part statement joins the next thousands as a loop.
-- Only parts someone follows are joined at all (inform_receipts_part_idx), so a batch nobody
-- waits for costs a scan of its new rows.
CREATE FUNCTION parts_arrivals_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $sql$
  INSERT INTO part_arrivals (part_id)
  SELECT n.id FROM new_parts n JOIN old_parts o ON o.id = n.id
  WHERE n.total_stock > 0 AND o.total_stock <= 0 AND n.removed_at IS NULL
    AND EXISTS (SELECT 1 FROM inform_receipts r WHERE r.part_id = n.id)
  $sql$;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER parts_arrivals_recorded AFTER UPDATE ON parts
  REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts
  FOR EACH STATEMENT EXECUTE FUNCTION parts_arrivals_recorded();
