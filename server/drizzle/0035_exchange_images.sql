CREATE TABLE "exchange_images" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"etag" text NOT NULL,
	"body" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_imports" ADD COLUMN "runner" text;