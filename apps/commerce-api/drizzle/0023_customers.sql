ALTER TABLE "users" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_store" ON "users" USING btree ("store_id");--> statement-breakpoint
UPDATE "users" SET "store_id" = (SELECT "store_id" FROM "orders" WHERE "orders"."user_id" = "users"."id" ORDER BY "created_at" LIMIT 1) WHERE "store_id" IS NULL;