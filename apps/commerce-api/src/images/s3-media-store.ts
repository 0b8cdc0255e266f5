/**
 * Uploaded images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Ceph …) through the
 * official AWS SDK: every API instance reads what any of them wrote, with no shared volume.
 * Configured by `MEDIA_S3_BUCKET` (and `MEDIA_S3_REGION`, `MEDIA_S3_ENDPOINT`, `MEDIA_S3_PREFIX`);
 * credentials come from the SDK's usual chain (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, a
 * profile, an instance role). See docs/configuration.md.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { mediaStoreUnavailable } from '../shared/api-error.ts';
import { normaliseImageKey } from './image-sources.ts';
import type { MediaStore, StoredMedia } from './media-store.ts';

/** Where the bucket is (the `mediaS3` part of the API's configuration). */
export interface S3MediaConfig {
  bucket: string;
  /** The bucket's region (`MEDIA_S3_REGION`; default `us-east-1`). */
  region: string;
  /**
   * Another S3-compatible service's address (`MEDIA_S3_ENDPOINT`, e.g. `https://<account>.r2.cloudflarestorage.com`
   * or a MinIO); its buckets are then addressed by path (`/<bucket>/<key>`), which they all serve.
   */
  endpoint?: string | undefined;
  /** A folder inside the bucket for this shop's files (`MEDIA_S3_PREFIX`, e.g. `clubshop/`). */
  prefix: string;
}

// The SDK is loaded on first use: an API that keeps its images on disk never pays for it at start.
type Sdk = typeof import('@aws-sdk/client-s3');
let sdk: Promise<Sdk> | undefined;
const loadSdk = () => {
  sdk ??= import('@aws-sdk/client-s3');
  return sdk;
};

/** Uploaded images in an S3-compatible bucket. */
export class S3MediaStore implements MediaStore {
  constructor(
    private readonly config: S3MediaConfig,
    /** The SDK client; by default one for `config` with the SDK's credential chain. */
    private client?: S3Client,
  ) {}

  private clientOf({ S3Client }: Sdk): S3Client {
    this.client ??= new S3Client({
      region: this.config.region,
      ...(this.config.endpoint ? { endpoint: this.config.endpoint, forcePathStyle: true } : {}),
    });
    return this.client;
  }

  /** The object key of a media key, or undefined when the key is not a safe media key. */
  private objectKeyOf(key: string): string | undefined {
    const safe = normaliseImageKey(key);
    return safe && `${this.config.prefix}${safe}`;
  }

  /** Writes an object whole (S3 never shows a half-written object). */
  async put(key: string, body: Buffer): Promise<void> {
    const objectKey = this.objectKeyOf(key);
    if (!objectKey) throw new Error(`Not a media key: ${key}`);
    const loaded = await loadSdk();
    try {
      await this.clientOf(loaded).send(
        new loaded.PutObjectCommand({ Bucket: this.config.bucket, Key: objectKey, Body: body }),
      );
    } catch (error) {
      throw unavailable(error);
    }
  }

  /** An object by key; its ETag is the version. Undefined when there is none. */
  async get(key: string): Promise<StoredMedia | undefined> {
    const objectKey = this.objectKeyOf(key);
    if (!objectKey) return undefined;
    const loaded = await loadSdk();
    try {
      const answer = await this.clientOf(loaded).send(
        new loaded.GetObjectCommand({ Bucket: this.config.bucket, Key: objectKey }),
      );
      if (!answer.Body) return undefined;
      const body = Buffer.from(await answer.Body.transformToByteArray());
      return { body, version: answer.ETag?.replaceAll('"', '') ?? `${body.length}` };
    } catch (error) {
      if (error instanceof loaded.NoSuchKey) return undefined;
      if (error instanceof loaded.S3ServiceException && error.$metadata.httpStatusCode === 404)
        return undefined;
      throw unavailable(error);
    }
  }
}

/**
 * A bucket that cannot be reached or refuses us (a network failure, wrong credentials, a missing
 * bucket) is the shop's trouble, not the caller's: a 503 with Retry-After, the cause kept for the log.
 */
function unavailable(error: unknown) {
  const answer = mediaStoreUnavailable();
  answer.cause = error;
  return answer;
}
