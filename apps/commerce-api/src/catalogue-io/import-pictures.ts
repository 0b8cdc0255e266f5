/**
 * The pictures of an imported catalogue: every http(s) address a product's images name (Shopify's
 * `Image Src` and `Variant Image`, our JSON's `images[].src`) is fetched through the fetch guard
 * (`fetch-guard.ts`), judged an image by its content (`inspectUpload`, as uploads are), and kept
 * in the media store as an upload of the club (`uploads/<club>/<sha256>.<ext>`, a `media_files`
 * row): the product then lists `/images/uploads/…`, which the storefront shows resized by the
 * image route like every upload. The same bytes are one upload, however many addresses name them.
 *
 * A picture that cannot be had (refused address, 404, not an image, too large, too slow) is
 * reported with the line of the file that names it, and the product keeps the address (not shown,
 * tried again by the next import); the import goes on. An address fetched before
 * (`imported_pictures`) is not fetched again: the upload it became is used.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { importedPictures, mediaFiles } from '../db/tables/images.ts';
import { sha256Of } from '../images/db-media-store.ts';
import type { MediaStore } from '../images/media-store.ts';
import { inspectUpload } from '../images/uploaded-image.ts';
import { type FetchGuard, FetchRefused, guardedFetch } from './fetch-guard.ts';
import type { CatalogueProduct } from './model.ts';

/** How an import fetches pictures. */
export interface PictureFetching {
  store: MediaStore;
  guard: FetchGuard;
  /** Fetches at once (default 4). */
  concurrency?: number;
}

/** A picture that could not be had. */
export interface PictureNotFetched {
  /** The line of the file that names it first (0 when not found). */
  line: number;
  url: string;
  reason: string;
}

/** What became of a file's pictures. */
export interface PictureReport {
  /** Addresses fetched and stored by this import. */
  fetched: number;
  /** Addresses fetched by an earlier import, not fetched again. */
  reused: number;
  /** Addresses a dry run would fetch. */
  toFetch: number;
  notFetched: PictureNotFetched[];
}

const isRemote = (src: string) => /^https?:\/\//i.test(src);

/** The line (1 = the first) of the first place `needle` is in `text`; 0 when it is not. */
export function lineOfText(text: string, needle: string): number {
  const at = text.indexOf(needle);
  if (at < 0) return 0;
  let line = 1;
  for (let index = text.indexOf('\n'); index >= 0 && index < at; index = text.indexOf('\n', index + 1))
    line++;
  return line;
}

/** The uploads addresses fetched before became (that still exist), by address. */
async function knownPictures(db: Db, clubId: string, urls: string[]): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  for (let index = 0; index < urls.length; index += 500) {
    const rows = await db
      .select({ url: importedPictures.sourceUrl, key: importedPictures.mediaKey })
      .from(importedPictures)
      .innerJoin(mediaFiles, eq(mediaFiles.key, importedPictures.mediaKey))
      .where(
        and(
          eq(importedPictures.clubId, clubId),
          inArray(importedPictures.sourceUrl, urls.slice(index, index + 500)),
        ),
      );
    for (const row of rows) known.set(row.url, row.key);
  }
  return known;
}

/** Fetches one address and stores it as an upload of the club; the media key. */
async function fetchAndStore(
  db: Db,
  clubId: string,
  url: string,
  fetching: PictureFetching,
  now: Date,
): Promise<string> {
  const file = await guardedFetch(url, fetching.guard);
  const image = await inspectUpload(file.body);
  if (!image) throw new FetchRefused('not a JPEG, PNG or WebP image (judged by its content)');
  const sha256 = sha256Of(file.body);
  const key = `uploads/${clubId}/${sha256.slice(0, 40)}.${image.extension}`;
  const [stored] = await db.select({ key: mediaFiles.key }).from(mediaFiles).where(eq(mediaFiles.key, key));
  if (!stored) {
    // The file first: a row never points at a missing file.
    await fetching.store.put(key, file.body);
    await db
      .insert(mediaFiles)
      .values({
        key,
        clubId,
        contentType: image.contentType,
        bytes: file.body.length,
        width: image.width,
        height: image.height,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  const row = {
    mediaKey: key,
    etag: file.etag ?? null,
    lastModified: file.lastModified ?? null,
    sha256,
    fetchedAt: now,
  };
  await db
    .insert(importedPictures)
    .values({ clubId, sourceUrl: url, ...row })
    .onConflictDoUpdate({ target: [importedPictures.clubId, importedPictures.sourceUrl], set: row });
  return key;
}

/** Runs `work` over `items`, `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The products with their remote pictures replaced by the club's uploads of them (fetched now or
 * by an earlier import), and what became of each address. With `fetching` undefined (a dry run)
 * nothing is fetched: the addresses fetched before are used, the others counted in `toFetch`.
 * `text` is the file (for the lines of the report).
 */
export async function importPictures(
  db: Db,
  clubId: string,
  products: readonly CatalogueProduct[],
  text: string,
  fetching: PictureFetching | undefined,
  now: Date,
): Promise<{ products: CatalogueProduct[]; report: PictureReport }> {
  const urls = [
    ...new Set(products.flatMap((product) => product.images.map((image) => image.src).filter(isRemote))),
  ];
  const report: PictureReport = { fetched: 0, reused: 0, toFetch: 0, notFetched: [] };
  if (urls.length === 0) return { products: [...products], report };
  const keys = await knownPictures(db, clubId, urls);
  report.reused = keys.size;
  const missing = urls.filter((url) => !keys.has(url));
  if (!fetching) report.toFetch = missing.length;
  else {
    // A host that cannot be reached at all is not asked again for each of its pictures.
    const deadHosts = new Map<string, string>();
    await eachLimited(missing, fetching.concurrency ?? 4, async (url) => {
      const host = new URL(url).host;
      const dead = deadHosts.get(host);
      try {
        if (dead) throw new FetchRefused(dead);
        keys.set(url, await fetchAndStore(db, clubId, url, fetching, now));
        report.fetched++;
      } catch (error) {
        if (!(error instanceof FetchRefused)) throw error;
        if (/not found|fetch failed|no answer within/.test(error.message)) deadHosts.set(host, error.message);
        report.notFetched.push({ line: lineOfText(text, url), url, reason: error.message });
      }
    });
    report.notFetched.sort((a, b) => a.line - b.line || a.url.localeCompare(b.url));
  }
  const withUploads = products.map((product) => {
    if (!product.images.some((image) => isRemote(image.src))) return product;
    const seen = new Set<string>();
    const images = product.images
      .map((image) => {
        const key = keys.get(image.src);
        return key ? { ...image, src: `/images/${key}` } : image;
      })
      .filter((image) => !seen.has(image.src) && seen.add(image.src));
    return { ...product, images };
  });
  return { products: withUploads, report };
}

/** The limits of a picture fetch besides the size (`IMAGE_UPLOAD_MAX_BYTES`, as an upload). */
export const pictureFetchLimits = { timeoutMs: 20_000, maxRedirects: 5, concurrency: 4 } as const;

/** How imports fetch pictures with the API's (or the command line's) settings. */
export function pictureFetchingOf(
  settings: { importFetchAllowHosts?: readonly string[] | undefined; imageUploadMaxBytes: number },
  store: MediaStore,
): PictureFetching {
  return {
    store,
    concurrency: pictureFetchLimits.concurrency,
    guard: {
      allowHosts: settings.importFetchAllowHosts ?? [],
      maxBytes: settings.imageUploadMaxBytes,
      timeoutMs: pictureFetchLimits.timeoutMs,
      maxRedirects: pictureFetchLimits.maxRedirects,
    },
  };
}
