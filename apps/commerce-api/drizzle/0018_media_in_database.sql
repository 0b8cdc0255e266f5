CREATE TABLE "imported_pictures" (
	"club_id" text NOT NULL,
	"source_url" text NOT NULL,
	"media_key" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"sha256" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "imported_pictures_club_id_source_url_pk" PRIMARY KEY("club_id","source_url")
);
--> statement-breakpoint
CREATE TABLE "media_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
