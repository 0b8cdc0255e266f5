/**
 * Image sources: the SVG (or other) originals the image endpoint renders from, keyed by path
 * (`media/logo/northbridge.svg` is served as `/images/media/logo/northbridge.svg?width=...`).
 * The seed stores its generated SVGs here through `putImageSources`.
 */
import { customType, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

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
