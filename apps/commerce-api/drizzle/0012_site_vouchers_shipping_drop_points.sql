CREATE TABLE "drop_points" (
	"id" text PRIMARY KEY NOT NULL,
	"shipping_method_id" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"opening_hours" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "generated_drop_points" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "drop_points" ADD CONSTRAINT "drop_points_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drop_points_method" ON "drop_points" USING btree ("shipping_method_id");--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_store_id_sites_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."sites"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_store_id_sites_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."sites"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_methods_store" ON "shipping_methods" USING btree ("store_id");--> statement-breakpoint
-- Existing methods are the shared ones (store_id null: every site, decision 0049); their parcel-shop
-- methods keep answering with drop points generated from the zip code until staff store points.
UPDATE "shipping_methods" SET "generated_drop_points" = true WHERE "has_drop_points" = true;
