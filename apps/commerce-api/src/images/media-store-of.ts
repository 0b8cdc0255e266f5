import type { AppConfig } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { DbMediaStore } from './db-media-store.ts';
import { DiskMediaStore, type MediaStore } from './media-store.ts';
import { S3MediaStore } from './s3-media-store.ts';

/** What decides where media are kept (the API's configuration, or the command line's). */
export interface MediaSettings {
  mediaDir?: string | undefined;
  mediaS3?: AppConfig['mediaS3'];
  mediaLegacyDir?: string | undefined;
}

/**
 * The media store of settings: the S3 bucket when `mediaS3` is set, a folder on disk when
 * `mediaDir` is (`MEDIA_DIR`, an explicit choice), else the database (the default: a backup of the
 * database holds every picture), reading files of the old default folder it does not have yet.
 */
export function mediaStoreFor(settings: MediaSettings, db: Db): MediaStore {
  if (settings.mediaS3) return new S3MediaStore(settings.mediaS3);
  if (settings.mediaDir) return new DiskMediaStore(settings.mediaDir);
  return new DbMediaStore(db, settings.mediaLegacyDir);
}

// One store per configuration: the upload route, the image route and imports share it.
const stores = new WeakMap<AppConfig, MediaStore>();

/** The media store of the API's configuration (`mediaStoreFor`), one per configuration. */
export function mediaStoreOf(deps: { config: AppConfig; db: Db }): MediaStore {
  let store = stores.get(deps.config);
  if (!store) {
    store = mediaStoreFor(deps.config, deps.db);
    stores.set(deps.config, store);
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
