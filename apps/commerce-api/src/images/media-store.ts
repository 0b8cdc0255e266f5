/**
 * Where uploaded images are kept: files under a folder on disk (`MEDIA_DIR`, default
 * `<DATA_DIR>/media`), by key (`uploads/<club>/<id>.jpg`). With several API instances the folder
 * must be shared between them (a volume), or each instance serves only what it received.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { normaliseImageKey } from './image-sources.ts';

/** A stored file and a version that changes whenever its bytes may have. */
export interface StoredMedia {
  body: Buffer;
  version: string;
}

/** Uploaded images on disk. */
export class DiskMediaStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key, or undefined when the key is not a safe path below the folder. */
  private pathOf(key: string): string | undefined {
    const safe = normaliseImageKey(key);
    if (!safe) return undefined;
    const path = resolve(join(this.root, safe));
    return path.startsWith(this.root + sep) ? path : undefined;
  }

  /** Writes a file whole (a temporary file renamed into place: a reader never sees half of it). */
  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Not a media key: ${key}`);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.${Date.now()}.part`;
    await writeFile(temporary, body);
    await rename(temporary, path);
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
