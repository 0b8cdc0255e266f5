ALTER TABLE "drop_points" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "drop_points" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "shipping_methods" DROP COLUMN "generated_drop_points";