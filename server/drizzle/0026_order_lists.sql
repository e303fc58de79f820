CREATE TABLE "order_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lists" ADD CONSTRAINT "order_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lists" ADD CONSTRAINT "order_lists_updated_by_customers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lists_account_idx" ON "order_lists" USING btree ("account_id","updated_at");--> statement-breakpoint
-- normalizeArticle of server/src/modules/parts/article.ts as one SQL function (article-key-sql
-- test keeps them equal): uppercase letters and digits only, Cyrillic look-alikes as Latin. The
-- same expression the search vector applies to a used number (0012), so «БУ-003664» typed in a
-- list finds the part whose painted number it is. The planner inlines it.
CREATE FUNCTION article_key(input text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(upper(input), '[^0-9A-ZА-ЯЁ]', '', 'g'), 'АВЕКМНОРСТХ', 'ABEKMHOPCTX')
$$;--> statement-breakpoint
-- A whole list is matched against used numbers in one statement: an index per number, only
-- for the used parts that have one.
CREATE INDEX "parts_extension_key_idx" ON "parts" (article_key("extension_number"))
  WHERE "extension_number" IS NOT NULL;--> statement-breakpoint
-- The account owner holds every key (docs/product.md#permissions): the new list keys too.
UPDATE "customers" SET "permissions" = "permissions" || ARRAY['list.show', 'list.edit']
  WHERE "is_owner" AND NOT ('list.show' = ANY("permissions"));
