CREATE TABLE "order_notices" (
	"order_id" uuid NOT NULL,
	"move" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"skipped" text,
	CONSTRAINT "order_notices_order_id_move_pk" PRIMARY KEY("order_id","move")
);
--> statement-breakpoint
CREATE TABLE "order_tracking_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_tracking_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"part_id" uuid,
	"move" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "order_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "state" text DEFAULT 'ordered' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "confirmed_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shipped_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replaced_by" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "warehouse" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "expected_on" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waybill" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_number_onec" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_date_onec" text;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tracking_history" ADD CONSTRAINT "order_tracking_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_tracking_history_order_idx" ON "order_tracking_history" USING btree ("order_id","id");--> statement-breakpoint
-- Orders made before lines were tracked: the lines of a shipped or done order left in full, a
-- cancelled order's lines are cancelled (rules/order-line.ts); the rest wait for 1C.
UPDATE "order_items" SET "state" = 'shipped', "confirmed_quantity" = "quantity", "shipped_quantity" = "quantity"
  FROM "orders" WHERE "orders"."id" = "order_items"."order_id" AND "orders"."status" IN ('shipped', 'done');--> statement-breakpoint
UPDATE "order_items" SET "state" = 'cancelled', "confirmed_quantity" = 0
  FROM "orders" WHERE "orders"."id" = "order_items"."order_id" AND "orders"."status" IN ('cancelled', 'return');
