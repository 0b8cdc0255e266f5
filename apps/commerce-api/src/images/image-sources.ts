/**
 * Storing and finding the originals the image endpoint renders: rows of `image_sources`, and the
 * generated SVGs of `/media/...` (logos, banners, icons, product pictures), so every image url
 * the API hands out can also be had resized as `/images/media/...`.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { imageSources, mediaFiles } from '../db/tables/images';

/** An original to store: SVG text or raster bytes. */
export interface ImageSourceInput {
  /** Path below `/images/`, e.g. `media/logo/northbridge.svg` (a leading slash is dropped). */
  key: string;
  body: string | Buffer;
  /** Default: from the key's extension (svg, png, jpg/jpeg). */
  contentType?: string;
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** Normalises a key: no leading slash, no `..` segments; undefined when it is not a safe path. */
export function normaliseImageKey(key: string): string | undefined {
  const trimmed = key.replace(/^\/+/, '');
  if (trimmed === '' || trimmed.length > 300) return undefined;
  const segments = trimmed.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined;
  if (!/^[A-Za-z0-9._/-]+$/.test(trimmed)) return undefined;
  return trimmed;
}

/** The `/images/...` URL of a stored original (relative to the API origin). */
export function imageUrl(key: string): string {
  return `/images/${key.replace(/^\/+/, '')}`;
}

/** Stores (or replaces) originals. */
export async function putImageSources(
  db: Db,
  sources: readonly ImageSourceInput[],
  now: Date,
): Promise<void> {
  if (sources.length === 0) return;
  const rows = sources.map((source) => {
    const key = normaliseImageKey(source.key);
    if (!key) throw new Error(`Not an image key: ${source.key}`);
    const extension = key.split('.').pop()?.toLowerCase() ?? '';
    const contentType = source.contentType ?? CONTENT_TYPES[extension];
    if (!contentType) throw new Error(`Unknown image type of ${source.key}`);
    const body = typeof source.body === 'string' ? Buffer.from(source.body, 'utf8') : source.body;
    return { key, contentType, body, updatedAt: now };
  });
  for (let index = 0; index < rows.length; index += 200) {
    await db
      .insert(imageSources)
      .values(rows.slice(index, index + 200))
      .onConflictDoUpdate({
        target: imageSources.key,
        set: {
          contentType: sql`excluded.content_type`,
          body: sql`excluded.body`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

/** An original by key, or undefined. */
export async function findImageSource(db: Db, key: string) {
  const [row] = await db.select().from(imageSources).where(eq(imageSources.key, key)).limit(1);
  return row;
}

/** An original ready to render; `version` changes whenever its bytes may have. */
export interface ResolvedImageSource {
  body: Buffer;
  contentType: string;
  version: string;
}

/**
 * What answers the generated `/media/...` pictures in process (the `/media` routes, passed in by
 * the image routes so that this module stays below the HTTP layer).
 */
export interface GeneratedMedia {
  fetch: (request: Request) => Response | Promise<Response>;
}

/** Where uploaded images are read from (`media-store.ts`). */
export interface UploadedMedia {
  get: (key: string) => Promise<{ body: Buffer; version: string } | undefined>;
}

/**
 * Finds the original of a key: an upload (`uploads/...`, its file in the media store and its row
 * in `media_files`), a stored one, else a generated `/media/...` picture.
 */
export async function resolveImageSource(
  db: Db,
  key: string,
  media: GeneratedMedia,
  uploads?: UploadedMedia,
): Promise<ResolvedImageSource | undefined> {
  if (key.startsWith('uploads/')) {
    const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.key, key)).limit(1);
    const file = row && (await uploads?.get(key));
    return row && file ? { body: file.body, contentType: row.contentType, version: file.version } : undefined;
  }
  const stored = await findImageSource(db, key);
  if (stored)
    return { body: stored.body, contentType: stored.contentType, version: stored.updatedAt.toISOString() };
  if (!key.startsWith('media/')) return undefined;
  const response = await media.fetch(new Request(`http://media.internal/${key.slice('media/'.length)}`));
  if (response.status !== 200) return undefined;
  const contentType = response.headers.get('Content-Type')?.split(';')[0]?.trim() ?? 'image/svg+xml';
  return { body: Buffer.from(await response.arrayBuffer()), contentType, version: 'generated' };
}
