import type { AppConfig } from '../app-env.ts';
import { DiskMediaStore, type MediaStore } from './media-store.ts';
import { S3MediaStore } from './s3-media-store.ts';

// One store per configuration: the upload route and the image route share it (and its S3 client).
const stores = new WeakMap<AppConfig, MediaStore>();

/** The media store the configuration names: the S3 bucket when `mediaS3` is set, else `mediaDir` on disk. */
export function mediaStoreOf(config: AppConfig): MediaStore {
  let store = stores.get(config);
  if (!store) {
    store = config.mediaS3 ? new S3MediaStore(config.mediaS3) : new DiskMediaStore(config.mediaDir);
    stores.set(config, store);
  }
  return store;
}

/**
 * Makes `store` the media store of `config` (a test's store whose disk fails, or another store an
 * embedding app brings). The routes ask `mediaStoreOf` at each request, so it counts at once.
 */
export function setMediaStore(config: AppConfig, store: MediaStore): void {
  stores.set(config, store);
}
