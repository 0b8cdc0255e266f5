ALTER TABLE "store_variants" ADD COLUMN "size_set" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Backfill: the rows written before the column existed.
UPDATE "store_variants" SET "size_set" = array_to_string("sizes", ',');
