CREATE TABLE "image_sources" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "add_on_price" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "categories" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method_name" text NOT NULL;