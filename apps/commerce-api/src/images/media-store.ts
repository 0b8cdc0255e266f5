/**
 * Where uploaded images are kept, by key (`uploads/<club>/<id>.jpg`): by default files under a
 * folder on disk (`MEDIA_DIR`, default `<DATA_DIR>/media`); with `MEDIA_S3_BUCKET` an S3-compatible
 * bucket (`s3-media-store.ts`; `media-store-of.ts` picks). On disk with several API instances the
 * folder must be shared between them (a volume), or each instance serves only what it received;
 * a bucket is shared by nature.
 */
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { mediaStoreFull, mediaStoreUnavailable } from '../shared/api-error.ts';
import { normaliseImageKey } from './image-sources.ts';

/** A stored file and a version that changes whenever its bytes may have. */
export interface StoredMedia {
  body: Buffer;
  version: string;
}

/** A place for uploaded images: a whole file in, a file and its version out. */
export interface MediaStore {
  /** Writes a file whole: a reader sees the old bytes or the new, never half of them. */
  put(key: string, body: Buffer): Promise<void>;
  /** A file by key, or undefined when there is none (or the key is not a media key). */
  get(key: string): Promise<StoredMedia | undefined>;
}

/** How a disk store writes a file's bytes (node's `writeFile`; a test passes one that fails). */
export type WriteFile = (path: string, body: Buffer) => Promise<void>;

/** Error codes of a disk (or quota) that has no room left. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT']);

/** Uploaded images on disk. */
export class DiskMediaStore implements MediaStore {
  private readonly root: string;

  constructor(
    root: string,
    private readonly writeBytes: WriteFile = (path, body) => writeFile(path, body),
  ) {
    this.root = resolve(root);
  }

  /** The file of a key, or undefined when the key is not a safe path below the folder. */
  private pathOf(key: string): string | undefined {
    const safe = normaliseImageKey(key);
    if (!safe) return undefined;
    const path = resolve(join(this.root, safe));
    return path.startsWith(this.root + sep) ? path : undefined;
  }

  /**
   * Writes a file whole (a temporary file renamed into place: a reader never sees half of it).
   * A write that fails removes its temporary file and throws an `ApiError`: 507 when the disk
   * is full (issue 43: a full disk answered 500 and left `.part` files), else 503; the cause is
   * kept for the log.
   */
  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Not a media key: ${key}`);
    const temporary = `${path}.${process.pid}.${Date.now()}.part`;
    try {
      await mkdir(dirname(path), { recursive: true });
      await this.writeBytes(temporary, body);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      const answer = NO_ROOM.has((error as NodeJS.ErrnoException).code ?? '')
        ? mediaStoreFull()
        : mediaStoreUnavailable();
      answer.cause = error;
      throw answer;
    }
  }

  /** A file by key, or undefined when there is none. */
  async get(key: string): Promise<StoredMedia | undefined> {
    const path = this.pathOf(key);
    if (!path) return undefined;
    try {
      const [body, info] = await Promise.all([readFile(path), stat(path)]);
      return { body, version: `${info.mtimeMs}-${info.size}` };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
