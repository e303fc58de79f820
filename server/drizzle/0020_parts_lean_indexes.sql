-- Listings read part_search since migration 0015, so parts' listing indexes need not carry
-- what changes most. With price, stock and popularity INCLUDEd in parts_mark_idx and
-- parts_node_idx (migration 0007) and popularity indexed, no update of a part was HOT: every
-- price or stock change (1C's offers, an order) wrote an entry into each of its thirteen
-- indexes, the full vector's GIN among them. Nothing reads them now.
DROP INDEX "parts_popularity_idx";--> statement-breakpoint
DROP INDEX "parts_mark_idx";--> statement-breakpoint
CREATE INDEX "parts_mark_idx" ON "parts" USING btree ("mark_id");--> statement-breakpoint
DROP INDEX "parts_node_idx";--> statement-breakpoint
CREATE INDEX "parts_node_idx" ON "parts" USING btree ("node_id");--> statement-breakpoint
-- Room on each page for a changed row's new version next to the old one (a HOT update needs
-- it on the same page; a bulk insert fills pages to the brim).
ALTER TABLE "parts" SET (fillfactor = 90);
