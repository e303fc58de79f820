CREATE TABLE "exchange_imports" (
	"session_id" text NOT NULL,
	"filename" text NOT NULL,
	"status" text NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "exchange_imports_session_id_filename_pk" PRIMARY KEY("session_id","filename")
);
--> statement-breakpoint
CREATE TABLE "exchange_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_id" text,
	"type" text NOT NULL,
	"mode" text NOT NULL,
	"filename" text,
	"outcome" text NOT NULL,
	"message" text,
	"counts" jsonb
);
--> statement-breakpoint
CREATE TABLE "exchange_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_order_ids" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_stocks" (
	"part_id" uuid NOT NULL,
	"branch" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "part_stocks_part_id_branch_pk" PRIMARY KEY("part_id","branch")
);
--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "nomenclatures" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "part_stocks" ADD CONSTRAINT "part_stocks_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_log_at_idx" ON "exchange_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "orders_not_exported_idx" ON "orders" USING btree ("created_at") WHERE "orders"."exported_at" is null;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "nomenclatures" ADD CONSTRAINT "nomenclatures_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_external_id_unique" UNIQUE("external_id");