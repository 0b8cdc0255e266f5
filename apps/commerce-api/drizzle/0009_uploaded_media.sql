CREATE TABLE "media_files" (
	"key" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"focal_top" real DEFAULT 0.5 NOT NULL,
	"focal_left" real DEFAULT 0.5 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_files_club" ON "media_files" USING btree ("club_id");--> statement-breakpoint
CREATE TRIGGER media_files_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_files FOR EACH STATEMENT EXECUTE FUNCTION clubshop_notify_change('catalogue');
