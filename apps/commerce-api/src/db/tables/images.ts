/**
 * Image sources: the SVG (or other) originals the image endpoint renders from, keyed by path
 * (`media/logo/northbridge.svg` is served as `/images/media/logo/northbridge.svg?width=...`).
 * The seed stores its generated SVGs here through `putImageSources`.
 */
import { customType, index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One original image. */
export const imageSources = pgTable('image_sources', {
  /** Path below `/images/`, without a leading slash, e.g. `media/banner/northbridge/hero.svg`. */
  key: text('key').primaryKey(),
  /** `image/svg+xml`, `image/png` or `image/jpeg`. */
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * An image staff uploaded (the file itself is in the media store, `images/media-store.ts`): its
 * club, what it is, and its focal point. Served as `/images/<key>?width=...` like every original.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    /** Path below `/images/`: `uploads/<club>/<id>.<jpg|png|webp>`. */
    key: text('key').primaryKey(),
    clubId: text('club_id').notNull(),
    /** `image/jpeg`, `image/png` or `image/webp`, from the content. */
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Focal point, 0..1 from the top and from the left (where a crop keeps the picture). */
    focalTop: real('focal_top').notNull().default(0.5),
    focalLeft: real('focal_left').notNull().default(0.5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('media_files_club').on(t.clubId)],
);

/**
 * The bytes of uploaded and imported images when the database is the media store (the default,
 * `images/db-media-store.ts`; not with `MEDIA_DIR` or `MEDIA_S3_BUCKET`): a backup of PostgreSQL
 * alone then holds every picture. One row per media key, written whole.
 */
export const mediaBlobs = pgTable('media_blobs', {
  /** The media key (`uploads/<club>/<name>.<jpg|png|webp>`), as in `media_files`. */
  key: text('key').primaryKey(),
  /** From the content: `image/jpeg`, `image/png` or `image/webp`. */
  contentType: text('content_type').notNull(),
  /** Length of `body`. */
  bytes: integer('bytes').notNull(),
  /** SHA-256 of `body`, hex: the version the image route's ETag is made of. */
  sha256: text('sha256').notNull(),
  body: bytea('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A picture a catalogue import fetched (`catalogue-io/import-pictures.ts`), by the club and the
 * address the file named: the upload it became and what the server said of it. A re-import of
 * the same address uses the upload and fetches nothing.
 */
export const importedPictures = pgTable(
  'imported_pictures',
  {
    clubId: text('club_id').notNull(),
    /** The address as the file wrote it (`Image Src`, `Variant Image`, or a JSON image's `src`). */
    sourceUrl: text('source_url').notNull(),
    /** The media key of the stored picture (`uploads/<club>/<sha256>.<ext>`). */
    mediaKey: text('media_key').notNull(),
    /** The answer's ETag and Last-Modified headers, when it had them. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** SHA-256 of the bytes, hex. */
    sha256: text('sha256').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.sourceUrl] })],
);
