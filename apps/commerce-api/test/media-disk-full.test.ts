/**
 * An upload the media disk has no room for (issue 43): before, a full disk answered 500 and left
 * its `.part` file behind. Now the store removes its temporary file and the upload answers 507
 * (no room) or 503 (another write failure) as JSON with Retry-After; nothing is listed. The disk
 * is simulated: a store whose write puts part of the bytes down and then fails as a full disk does.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskMediaStore } from '../src/images/media-store.ts';
import { setMediaStore } from '../src/images/media-store-of.ts';
import { jsonInit } from './contract.ts';
import { createCliOwner } from './support/admin-client.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'clubshop-media-full-'));
const password = 'staff password 1';
let api: TestApi;
let token: string;
let storeId: string;

/** A write that puts half the bytes down, then fails with `code` as the disk answered. */
const failingWrite = (code: string) => async (path: string, body: Buffer) => {
  await writeFile(path, body.subarray(0, body.length / 2));
  throw Object.assign(new Error(`${code}: the disk refused the write`), { code, syscall: 'write' });
};

async function upload() {
  const photo = await sharp({
    create: { width: 200, height: 100, channels: 3, background: { r: 0, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'kit.jpg');
  const response = await api.fetch(`/admin/api/sites/${storeId}/media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
  return { response, body: (await response.json()) as any };
}

/** Every file below the media folder. */
const filesOnDisk = () =>
  readdirSync(mediaDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

beforeAll(async () => {
  api = await createTestApi({ config: { mediaDir } });
  await createCliOwner(api, 'owner@full-disk.example', password);
  const answer = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', { grant_type: 'password', username: 'owner@full-disk.example', password }),
  );
  token = ((await answer.json()) as { access_token: string }).access_token;
  storeId = api.sites[0]?.storeId as string;
}, 180_000);
afterAll(async () => {
  await api?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('an upload the media disk cannot take', () => {
  it('answers 507 JSON for a full disk and leaves no .part file; 503 for another write failure', async () => {
    setMediaStore(api.deps.config, new DiskMediaStore(mediaDir, failingWrite('ENOSPC')));
    const full = await upload();
    expect(full.response.status).toBe(507);
    expect(full.response.headers.get('Content-Type')).toContain('application/json');
    expect(full.response.headers.get('Retry-After')).toBeTruthy();
    expect(full.body).toMatchObject({ success: false, errors: [{ code: 'Api.Error.MediaStoreFull' }] });
    expect(filesOnDisk()).toEqual([]);

    setMediaStore(api.deps.config, new DiskMediaStore(mediaDir, failingWrite('EIO')));
    const broken = await upload();
    expect(broken.response.status).toBe(503);
    expect(broken.body).toMatchObject({ errors: [{ code: 'Api.Error.MediaStoreUnavailable' }] });
    expect(filesOnDisk()).toEqual([]);

    const listed = await api.fetch(`/admin/api/sites/${storeId}/media`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await listed.json()) as { total: number }).total).toBe(0);

    // Room again: the same upload is kept, whole.
    setMediaStore(api.deps.config, new DiskMediaStore(mediaDir));
    const kept = await upload();
    expect(kept.response.status).toBe(201);
    expect(filesOnDisk().map((entry) => entry.name)).toEqual([kept.body.src.split('/').pop()]);
  });
});
