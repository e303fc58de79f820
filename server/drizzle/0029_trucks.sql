CREATE TABLE "trucks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mark_id" uuid,
	"model_id" uuid,
	"year" integer,
	"vin" text,
	"chassis_number" text,
	"plate_number" text,
	"mileage_km" integer,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_mark_id_marks_id_fk" FOREIGN KEY ("mark_id") REFERENCES "public"."marks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_model_id_truck_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."truck_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_updated_by_customers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trucks_account_idx" ON "trucks" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trucks_account_vin_key" ON "trucks" USING btree ("account_id","vin") WHERE "trucks"."vin" IS NOT NULL;--> statement-breakpoint
-- The account owner holds every key (docs/product.md#permissions): the fleet's keys too.
UPDATE "customers" SET "permissions" = "permissions" || ARRAY['truck.show', 'truck.edit']
  WHERE "is_owner" AND NOT ('truck.show' = ANY("permissions"));
