-- Security hardening (issue 15): throttling counters replace the per-account login lock,
-- baskets may belong to a user, payment sessions expire, refresh tokens keep what a retry within
-- the reuse grace is answered with.
CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "login_throttle" CASCADE;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Sessions opened before this migration get the lifetime new ones get (30 minutes).
UPDATE "payment_sessions" SET "expires_at" = "created_at" + interval '30 minutes';--> statement-breakpoint
ALTER TABLE "payment_sessions" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "used_by" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor" text;--> statement-breakpoint
CREATE INDEX "baskets_user" ON "baskets" USING btree ("user_id","store_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_pending" ON "payment_sessions" USING btree ("status","expires_at");