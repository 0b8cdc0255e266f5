/**
 * Uploaded and imported images in the database (`media_blobs`): the default media store. Every
 * API instance reads what any of them wrote, and a backup of PostgreSQL (or of the PGlite
 * folder) alone holds every picture: a re-deploy by the docs loses none (issue 39).
 *
 * Files uploaded before this store was the default are on disk under `<DATA_DIR>/media` (the old
 * default `MEDIA_DIR`): when a key is not in the table, that folder is read and what it holds is
 * copied into the table, so an upgraded installation keeps its pictures without a step of its own.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { mediaBlobs } from '../db/tables/images.ts';
import { mediaStoreUnavailable } from '../shared/api-error.ts';
import { normaliseImageKey } from './image-sources.ts';
import { DiskMediaStore, type MediaStore, type StoredMedia } from './media-store.ts';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The SHA-256 of bytes, hex. */
export function sha256Of(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/** Media in the database. */
export class DbMediaStore implements MediaStore {
  private readonly legacy: DiskMediaStore | undefined;

  constructor(
    private readonly db: Db,
    /** The folder earlier versions kept uploads in, read when a key is not in the table. */
    legacyDir?: string,
  ) {
    this.legacy = legacyDir ? new DiskMediaStore(legacyDir) : undefined;
  }

  /** Writes a file whole (one statement: a reader sees the old row or the new). */
  async put(key: string, body: Buffer): Promise<void> {
    const safe = normaliseImageKey(key);
    if (!safe) throw new Error(`Not a media key: ${key}`);
    const contentType =
      CONTENT_TYPES[safe.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
    const row = {
      key: safe,
      contentType,
      bytes: body.length,
      sha256: sha256Of(body),
      body,
      createdAt: new Date(),
    };
    try {
      await this.db
        .insert(mediaBlobs)
        .values(row)
        .onConflictDoUpdate({
          target: mediaBlobs.key,
          set: { contentType, bytes: row.bytes, sha256: row.sha256, body, createdAt: row.createdAt },
        });
    } catch (error) {
      const answer = mediaStoreUnavailable();
      answer.cause = error;
      throw answer;
    }
  }

  /** A file by key (its SHA-256 the version), or undefined when there is none. */
  async get(key: string): Promise<StoredMedia | undefined> {
    const safe = normaliseImageKey(key);
    if (!safe) return undefined;
    const [row] = await this.db
      .select({ body: mediaBlobs.body, sha256: mediaBlobs.sha256 })
      .from(mediaBlobs)
      .where(eq(mediaBlobs.key, safe))
      .limit(1);
    if (row) return { body: row.body, version: row.sha256 };
    const old = await this.legacy?.get(safe).catch(() => undefined);
    if (!old) return undefined;
    await this.put(safe, old.body).catch(() => undefined);
    return { body: old.body, version: sha256Of(old.body) };
  }
}
