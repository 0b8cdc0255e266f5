/**
 * The database media store (the default, decision 0089): an upload through the admin API lands
 * in `media_blobs` (no file anywhere) and is served from there; a file an earlier version kept in
 * the old default folder (`<DATA_DIR>/media`) is still served and copied into the database.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaBlobs, mediaFiles } from '../src/db/tables/images.ts';
import { sha256Of } from '../src/images/db-media-store.ts';
import { mediaStoreOf } from '../src/images/media-store-of.ts';

const legacyDir = mkdtempSync(join(tmpdir(), 'clubshop-legacy-media-'));
let api: TestApi;
let picture: Buffer;

beforeAll(async () => {
  picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#264653' } })
    .jpeg()
    .toBuffer();
  api = await createTestApi({ config: { mediaLegacyDir: legacyDir } });
}, 120_000);
afterAll(async () => {
  await api?.close();
  rmSync(legacyDir, { recursive: true, force: true });
});

describe('pictures in the database', () => {
  it('keeps what is put, whole, with its type, size and hash, and serves it', async () => {
    const store = mediaStoreOf(api.deps);
    await store.put('uploads/northbridge/db-store-test.jpg', picture);
    const [row] = await api.deps.db
      .select()
      .from(mediaBlobs)
      .where(eq(mediaBlobs.key, 'uploads/northbridge/db-store-test.jpg'));
    expect(row).toMatchObject({
      contentType: 'image/jpeg',
      bytes: picture.length,
      sha256: sha256Of(picture),
    });
    expect(row?.body.equals(picture)).toBe(true);
    expect(await store.get('uploads/northbridge/db-store-test.jpg')).toEqual({
      body: picture,
      version: sha256Of(picture),
    });
    expect(await store.get('uploads/northbridge/none.jpg')).toBeUndefined();
    expect(await store.get('../etc/passwd')).toBeUndefined();
  });

  it('serves a file of the old default folder and copies it into the database', async () => {
    const key = 'uploads/northbridge/from-before.jpg';
    mkdirSync(join(legacyDir, 'uploads', 'northbridge'), { recursive: true });
    writeFileSync(join(legacyDir, key), picture);
    await api.deps.db.insert(mediaFiles).values({
      key,
      clubId: 'northbridge',
      contentType: 'image/jpeg',
      bytes: picture.length,
      width: 64,
      height: 48,
      createdAt: new Date(),
    });
    const response = await api.fetch(`/images/${key}?width=32`);
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(32);
    rmSync(join(legacyDir, key));
    const [row] = await api.deps.db.select().from(mediaBlobs).where(eq(mediaBlobs.key, key));
    expect(row?.body.equals(picture)).toBe(true);
    expect((await api.fetch(`/images/${key}?width=40`)).status).toBe(200);
  });
});
