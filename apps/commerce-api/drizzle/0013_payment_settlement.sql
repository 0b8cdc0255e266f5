ALTER TABLE "stripe_checkouts" ADD COLUMN "settlement" text;--> statement-breakpoint
ALTER TABLE "stripe_checkouts" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stripe_checkouts" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "stripe_checkouts" ADD COLUMN "settlement_reason" text;