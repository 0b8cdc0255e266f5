CREATE TABLE "product_details" (
	"product_id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"handle" text NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo_description" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"src" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_details_club_handle" ON "product_details" USING btree ("club_id","handle");--> statement-breakpoint
CREATE INDEX "product_images_product" ON "product_images" USING btree ("product_id");