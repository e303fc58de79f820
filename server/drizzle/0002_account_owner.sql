ALTER TABLE "customers" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts from before: the earliest person of each account opened it.
UPDATE "customers" SET "is_owner" = true WHERE "id" IN (
  SELECT DISTINCT ON ("account_id") "id" FROM "customers" ORDER BY "account_id", "created_at", "id"
);
