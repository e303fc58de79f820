CREATE TABLE "exchange_price_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_imports" ADD COLUMN "warnings" text;