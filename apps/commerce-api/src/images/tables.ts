/**
 * Image sources: the SVG (or other) originals the image endpoint renders from, keyed by path
 * (`media/logo/northbridge.svg` is served as `/images/media/logo/northbridge.svg?width=...`).
 * The seed stores its generated SVGs here through `putImageSources`.
 */
import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
