CREATE TABLE "stripe_accounts" (
	"store_id" text PRIMARY KEY NOT NULL,
	"secret_key" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_checkouts" (
	"payment_session_id" text PRIMARY KEY NOT NULL,
	"checkout_session_id" text NOT NULL,
	"basket_token" text NOT NULL,
	"store_id" text NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_checkouts_session" ON "stripe_checkouts" USING btree ("checkout_session_id");