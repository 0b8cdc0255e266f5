ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "club_id" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "sku" text;--> statement-breakpoint
UPDATE "items" SET "sku" = "items"."id", "club_id" = "products"."club_id" FROM "products" WHERE "products"."id" = "items"."product_id";--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "club_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "items_club_sku" ON "items" USING btree ("club_id","sku");
