CREATE TABLE "part_fits" (
	"part_id" uuid NOT NULL,
	"truck_model_id" uuid NOT NULL,
	CONSTRAINT "part_fits_part_id_truck_model_id_pk" PRIMARY KEY("part_id","truck_model_id")
);
--> statement-breakpoint
ALTER TABLE "part_fits" ADD CONSTRAINT "part_fits_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_fits" ADD CONSTRAINT "part_fits_truck_model_id_truck_models_id_fk" FOREIGN KEY ("truck_model_id") REFERENCES "public"."truck_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_fits_model_idx" ON "part_fits" USING btree ("truck_model_id");