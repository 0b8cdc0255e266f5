CREATE TABLE "basket_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"basket_token" text NOT NULL,
	"item_id" text NOT NULL,
	"add_on_relation_id" text,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"token" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"club_id" text NOT NULL,
	"currency" text NOT NULL,
	"culture" text NOT NULL,
	"country" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "add_on_prices" (
	"add_on_id" text NOT NULL,
	"currency" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "add_on_prices_add_on_id_currency_pk" PRIMARY KEY("add_on_id","currency")
);
--> statement-breakpoint
CREATE TABLE "add_ons" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"players" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"parent_id" text,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"depth" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" text PRIMARY KEY NOT NULL,
	"variant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"size" text NOT NULL,
	"size_order" integer NOT NULL,
	"stock_quantity" integer NOT NULL,
	"stock_state" text NOT NULL,
	"preorder_date" date,
	"ean" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_add_ons" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"add_on_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"category_key" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"is_unlisted" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_variants" (
	"store_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"category_key" text NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"color_name" text NOT NULL,
	"sizes" text[] NOT NULL,
	"price" integer NOT NULL,
	"on_sale" boolean NOT NULL,
	"in_stock" boolean NOT NULL,
	"is_unlisted" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "store_variants_store_id_variant_id_pk" PRIMARY KEY("store_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"variant_id" text NOT NULL,
	"currency" text NOT NULL,
	"unit_price" integer NOT NULL,
	"discount_price" integer,
	CONSTRAINT "variant_prices_variant_id_currency_pk" PRIMARY KEY("variant_id","currency")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"color_name" jsonb NOT NULL,
	"color_hex" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket_vouchers" (
	"basket_token" text NOT NULL,
	"code" text NOT NULL,
	"reserved_at" timestamp with time zone,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "basket_vouchers_basket_token_code_pk" PRIMARY KEY("basket_token","code")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"basket_token" text PRIMARY KEY NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"shipping_method_id" text,
	"drop_point" jsonb,
	"custom_zip_code" text,
	"payment_method_id" text,
	"comment" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"countries" text[],
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"carrier" text NOT NULL,
	"name" jsonb NOT NULL,
	"delivery_time" jsonb NOT NULL,
	"prices" jsonb NOT NULL,
	"free_from" jsonb,
	"has_drop_points" boolean NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"percent" integer,
	"amounts" jsonb,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" text PRIMARY KEY NOT NULL,
	"theme_name" text NOT NULL,
	"site_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"page_url" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_items" (
	"culture" text NOT NULL,
	"alias" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "dictionary_items_culture_alias_pk" PRIMARY KEY("culture","alias")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"path" text NOT NULL,
	"template" text NOT NULL,
	"content_alias" text NOT NULL,
	"title" text NOT NULL,
	"status" integer DEFAULT 200 NOT NULL,
	"redirect" text,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"canonical_url" text,
	"robots_index" boolean DEFAULT true NOT NULL,
	"robots_follow" boolean DEFAULT true NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"store_id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"country" text NOT NULL,
	"country_name" text NOT NULL,
	"culture" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"host_name" text NOT NULL,
	"root_category_id" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"item_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"unit_discount" integer NOT NULL,
	"add_ons" jsonb NOT NULL,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"basket_token" text NOT NULL,
	"store_id" text NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"culture" text NOT NULL,
	"sub_total" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"shipping_total" integer NOT NULL,
	"total" integer NOT NULL,
	"quantity" integer NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb,
	"shipping_method_id" text NOT NULL,
	"shipping_method_name" text NOT NULL,
	"drop_point" jsonb,
	"payment_method_id" text NOT NULL,
	"comment" text,
	"vouchers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"basket_token" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"user_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failed_count" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"links" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"terms_id" text NOT NULL,
	"store_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"street" text,
	"city" text,
	"zip_code" text,
	"country" text,
	"email_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_token_baskets_token_fk" FOREIGN KEY ("basket_token") REFERENCES "public"."baskets"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_on_prices" ADD CONSTRAINT "add_on_prices_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_add_ons" ADD CONSTRAINT "product_add_ons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_add_ons" ADD CONSTRAINT "product_add_ons_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variants" ADD CONSTRAINT "store_variants_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_vouchers" ADD CONSTRAINT "basket_vouchers_basket_token_baskets_token_fk" FOREIGN KEY ("basket_token") REFERENCES "public"."baskets"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_vouchers" ADD CONSTRAINT "basket_vouchers_code_vouchers_code_fk" FOREIGN KEY ("code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_basket_token_baskets_token_fk" FOREIGN KEY ("basket_token") REFERENCES "public"."baskets"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_store_id_sites_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."sites"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_lines_basket_key" ON "basket_lines" USING btree ("basket_token","line_key");--> statement-breakpoint
CREATE INDEX "baskets_updated" ON "baskets" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_store_url" ON "categories" USING btree ("store_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_store_key" ON "categories" USING btree ("store_id","key");--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "items_variant" ON "items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "items_product" ON "items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_add_ons_product" ON "product_add_ons" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_club_category" ON "products" USING btree ("club_id","category_key");--> statement-breakpoint
CREATE UNIQUE INDEX "store_variants_url" ON "store_variants" USING btree ("store_id","url");--> statement-breakpoint
CREATE INDEX "store_variants_category" ON "store_variants" USING btree ("store_id","category_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "store_variants_listed" ON "store_variants" USING btree ("store_id","is_unlisted","sort_order");--> statement-breakpoint
CREATE INDEX "store_variants_search" ON "store_variants" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "variants_product" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "basket_vouchers_code" ON "basket_vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shipping_methods_country" ON "shipping_methods" USING btree ("country","sort_order");--> statement-breakpoint
CREATE INDEX "customer_service_messages_store" ON "customer_service_messages" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_store_path" ON "pages" USING btree ("store_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_host" ON "sites" USING btree ("host_name");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_basket" ON "orders" USING btree ("basket_token");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_sessions_basket" ON "payment_sessions" USING btree ("basket_token");--> statement-breakpoint
CREATE INDEX "mails_to" ON "mails" USING btree ("to","id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_list_email" ON "newsletter_signups" USING btree ("list_id","email");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree ("email");