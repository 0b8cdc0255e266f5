CREATE TABLE "mail_deliveries" (
	"mail_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_deliveries_due" ON "mail_deliveries" USING btree ("status","next_attempt_at");
--> statement-breakpoint
-- The change feed (docs/decisions/0010): every committed change to data the API caches is
-- announced on the channel 'clubshop_changes', so every instance LISTENing drops or refreshes
-- what it holds. NOTIFY is transactional: instances hear of a change once it has committed, and
-- identical payloads of one transaction arrive once. Payloads: 'content' (sites, clubs, pages,
-- dictionaries), 'catalogue' (products, prices, categories, add-ons, rows added or removed),
-- 'stock:<variant ids>' (only stock columns of items / store_variants changed), 'mail' (a mail
-- to deliver by SMTP).
CREATE FUNCTION clubshop_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clubshop_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- UPDATE of items or store_variants: 'stock:<variant ids>' when nothing but stock columns
-- changed (an order), else 'catalogue'. A payload over 7,900 bytes (NOTIFY's limit is 8,000)
-- becomes 'catalogue' too.
CREATE FUNCTION clubshop_notify_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock_columns text[] := CASE TG_TABLE_NAME
    WHEN 'items' THEN ARRAY['stock_quantity', 'stock_state', 'preorder_date']
    ELSE ARRAY['in_stock'] END;
  variant_ids text;
BEGIN
  SELECT string_agg(DISTINCT n.variant_id, ',') INTO variant_ids FROM new_rows n;
  IF variant_ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF EXISTS (
    SELECT to_jsonb(o) - stock_columns FROM old_rows o
    EXCEPT SELECT to_jsonb(n) - stock_columns FROM new_rows n
  ) OR length(variant_ids) > 7900 THEN
    PERFORM pg_notify('clubshop_changes', 'catalogue');
  ELSE
    PERFORM pg_notify('clubshop_changes', 'stock:' || variant_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_stock_changes AFTER UPDATE ON items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_stock_change();
--> statement-breakpoint
CREATE TRIGGER store_variants_stock_changes AFTER UPDATE ON store_variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_stock_change();
--> statement-breakpoint
CREATE TRIGGER items_changes AFTER INSERT OR DELETE OR TRUNCATE ON items FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER store_variants_changes AFTER INSERT OR DELETE OR TRUNCATE ON store_variants FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER products_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER variants_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variants FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER variant_prices_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variant_prices FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER categories_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER add_ons_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON add_ons FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER add_on_prices_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON add_on_prices FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_add_ons_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_add_ons FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER sites_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sites FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('content');
--> statement-breakpoint
CREATE TRIGGER clubs_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON clubs FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('content');
--> statement-breakpoint
CREATE TRIGGER pages_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('content');
--> statement-breakpoint
CREATE TRIGGER dictionary_items_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dictionary_items FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('content');
--> statement-breakpoint
CREATE TRIGGER mail_deliveries_changes AFTER INSERT ON mail_deliveries FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('mail');
