CREATE TABLE "vat_rates" (
	"store_id" text NOT NULL,
	"country" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	CONSTRAINT "vat_rates_store_id_country_pk" PRIMARY KEY("store_id","country")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_amount" integer;--> statement-breakpoint
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_store_id_sites_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."sites"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "vat_rates" ("store_id", "country", "rate_basis_points") SELECT "store_id", upper("country"), CASE upper("country") WHEN 'AT' THEN 2000 WHEN 'BE' THEN 2100 WHEN 'CH' THEN 810 WHEN 'DE' THEN 1900 WHEN 'DK' THEN 2500 WHEN 'ES' THEN 2100 WHEN 'FI' THEN 2550 WHEN 'FR' THEN 2000 WHEN 'GB' THEN 2000 WHEN 'IE' THEN 2300 WHEN 'IT' THEN 2200 WHEN 'NL' THEN 2100 WHEN 'NO' THEN 2500 WHEN 'PL' THEN 2300 WHEN 'SE' THEN 2500 END FROM "sites" WHERE upper("country") IN ('AT','BE','CH','DE','DK','ES','FI','FR','GB','IE','IT','NL','NO','PL','SE') ON CONFLICT DO NOTHING;
