-- Hand-written (Drizzle has no INCLUDE): a make's or node's parts with every column the
-- search's matched set reads, so listings by make or node are index-only scans (issue 18).
DROP INDEX IF EXISTS "parts_mark_idx";--> statement-breakpoint
CREATE INDEX "parts_mark_idx" ON "parts" USING btree ("mark_id") INCLUDE ("id", "node_id", "nomenclature_id", "aggregation_id", "is_not_new", "price", "popularity", "total_stock");--> statement-breakpoint
DROP INDEX IF EXISTS "parts_node_idx";--> statement-breakpoint
CREATE INDEX "parts_node_idx" ON "parts" USING btree ("node_id") INCLUDE ("id", "mark_id", "nomenclature_id", "aggregation_id", "is_not_new", "price", "popularity", "total_stock");--> statement-breakpoint
ANALYZE "parts";
