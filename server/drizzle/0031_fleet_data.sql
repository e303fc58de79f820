ALTER TABLE "orders" ADD COLUMN "truck_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "truck" jsonb;--> statement-breakpoint
ALTER TABLE "part_fits" ADD COLUMN "year_from" integer;--> statement-breakpoint
ALTER TABLE "part_fits" ADD COLUMN "year_to" integer;--> statement-breakpoint
ALTER TABLE "part_fits" ADD COLUMN "inherited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;