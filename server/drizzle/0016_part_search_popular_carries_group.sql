-- Hand-written (Drizzle has no INCLUDE): suggest's walk down the popularity index carries each
-- candidate's cross group too, so ranking the hundred candidates reads no row again.
DROP INDEX "part_search_popular_idx";--> statement-breakpoint
CREATE INDEX "part_search_popular_idx" ON "part_search" USING btree ((total_stock > 0) desc,popularity desc,"id") INCLUDE ("total_stock", "mark_id", "own_vector", "cross_group_id") WHERE removed_at is null;
