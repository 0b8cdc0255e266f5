/**
 * Uploaded images in an S3-compatible bucket (MEDIA_S3_BUCKET, issue 26): the official AWS SDK
 * against the local S3 double (src/testing/s3-double.ts), which checks every request's Signature
 * Version 4. An upload lands in the bucket (under MEDIA_S3_PREFIX), not on disk; another API
 * instance with no shared folder serves it resized; a bucket that cannot be reached is a 503 with
 * Retry-After and keeps nothing. On PGlite, and on PostgreSQL with COMMERCE_TEST_DATABASE_URL.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.ts';
import { S3MediaStore } from '../src/images/s3-media-store.ts';
import { type S3Double, startS3Double } from '../src/testing/s3-double.ts';
import { jsonInit } from './contract.ts';
import { createCliOwner } from './support/admin-client.ts';

vi.setConfig({ testTimeout: 120_000 });

const credentials = { accessKeyId: 'AKIDCLUBSHOPTEST', secretAccessKey: 'club-shop-test-secret-key' };
const bucket = 'club-media';
const prefix = 'shop-one/';
const password = 'staff password 1';
const mediaDir = mkdtempSync(join(tmpdir(), 'clubshop-s3-disk-'));

let double: S3Double;
let api: TestApi;
let token: string;
let storeId: string;

/** An S3 client as the store makes one, with the test's credentials. */
const clientWith = (secretAccessKey: string, endpoint = double.url) =>
  new S3Client({
    region: 'eu-west-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey },
  });

async function upload(bytes: Buffer, through: TestApi['fetch'] = api.fetch) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'crest.jpg');
  const response = await through(`/admin/api/sites/${storeId}/media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as any };
}

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 20, b: 40 } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  double = await startS3Double({ port: 0, buckets: [bucket], ...credentials });
  // The SDK's usual credential chain, as in production.
  process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
  api = await createTestApi({
    config: { mediaDir, mediaS3: { bucket, region: 'eu-west-1', endpoint: double.url, prefix } },
  });
  await createCliOwner(api, 'owner@s3.example', password);
  const tokenAnswer = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', { grant_type: 'password', username: 'owner@s3.example', password }),
  );
  token = ((await tokenAnswer.json()) as { access_token: string }).access_token;
  const site = await api.fetch(
    '/admin/api/sites',
    jsonInit(
      'POST',
      { name: 'Bucket Town FC', host: 'shop.s3.example', culture: 'en', currency: 'GBP' },
      { Authorization: `Bearer ${token}` },
    ),
  );
  expect(site.status).toBe(201);
  storeId = ((await site.json()) as { storeId: string }).storeId;
}, 180_000);

afterAll(async () => {
  await api?.close();
  await double?.close();
  delete process.env.AWS_ACCESS_KEY_ID;
  delete process.env.AWS_SECRET_ACCESS_KEY;
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('uploaded images in an S3 bucket', () => {
  it('puts an upload into the bucket under the prefix, signed, and nothing on disk', async () => {
    const uploaded = await upload(await photo());
    expect(uploaded.status).toBe(201);
    const key = `${prefix}${uploaded.body.src.replace(/^\/images\//, '')}`;
    const stored = double.objects(bucket).get(key);
    expect(stored?.body.length).toBeGreaterThan(1000);
    expect(double.requests.filter((line) => line.startsWith(`PUT /${bucket}/${key}`))).toEqual([
      expect.stringMatching(/ 200$/),
    ]);
    expect(readdirSync(mediaDir)).toEqual([]);
  });

  it('serves it resized from the bucket, also from another API instance with no shared folder', async () => {
    const uploaded = await upload(await photo());
    const src: string = uploaded.body.src;
    // Another instance: the same database, its own (empty) folder and its own S3 client.
    const otherDir = mkdtempSync(join(tmpdir(), 'clubshop-s3-other-'));
    const other = createApp({ ...api.deps, config: { ...api.deps.config, mediaDir: otherDir } });
    try {
      for (const fetchImage of [
        (path: string) => api.fetch(path),
        (path: string) => Promise.resolve(other.fetch(new Request(new URL(path, api.origin)))),
      ]) {
        const answer = await fetchImage(`${src}?width=600&format=webp`);
        expect(answer.status).toBe(200);
        const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: 'webp',
          width: 600,
          height: 400,
        });
      }
      expect(readdirSync(otherDir)).toEqual([]);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('reads a missing object as none (a 404 image), not as a failure', async () => {
    const store = new S3MediaStore(
      { bucket, region: 'eu-west-1', endpoint: double.url, prefix },
      clientWith(credentials.secretAccessKey),
    );
    expect(await store.get('uploads/nobody/missing.jpg')).toBeUndefined();
    expect(await store.get('../escape.jpg')).toBeUndefined();
  });

  it('is refused by the double with a wrong secret (the signature is checked), as a 503 of the store', async () => {
    const store = new S3MediaStore(
      { bucket, region: 'eu-west-1', endpoint: double.url, prefix },
      clientWith('not-the-secret'),
    );
    await expect(store.put('uploads/x/y.jpg', Buffer.from('bytes'))).rejects.toMatchObject({
      status: 503,
      cause: { name: 'SignatureDoesNotMatch' },
    });
    expect(double.objects(bucket).has(`${prefix}uploads/x/y.jpg`)).toBe(false);
  });

  it('answers 503 with Retry-After when the bucket cannot be reached, and keeps no row', async () => {
    const unreachable = createApp({
      ...api.deps,
      config: {
        ...api.deps.config,
        mediaS3: { bucket, region: 'eu-west-1', endpoint: 'http://127.0.0.1:9', prefix },
      },
    });
    const before = await api.fetch(`/admin/api/sites/${storeId}/media`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const countBefore = ((await before.json()) as { total: number }).total;
    const refused = await upload(await photo(), (path, init) =>
      Promise.resolve(unreachable.fetch(new Request(new URL(String(path), api.origin), init))),
    );
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('5');
    expect(refused.body.errors[0]).toMatchObject({ code: 'Api.Error.MediaStoreUnavailable' });
    const after = await api.fetch(`/admin/api/sites/${storeId}/media`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await after.json()) as { total: number }).total).toBe(countBefore);
  });
});
