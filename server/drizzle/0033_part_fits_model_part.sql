-- The new index first: the model's parts are never without one while the old goes.
CREATE INDEX "part_fits_model_part_idx" ON "part_fits" USING btree ("truck_model_id","part_id","year_from","year_to");--> statement-breakpoint
DROP INDEX "part_fits_model_idx";
