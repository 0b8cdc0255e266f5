import { errorResponseSchema } from '@clubshop/api-sdk/contract';
import sharp from 'sharp';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCommerceTestApi } from '../testing/commerce-test-api';
import { openForFile } from '../testing/open-for-file.ts';
import { putImageSources } from './image-sources';

const api = openForFile(() => createCommerceTestApi());

// A 200x100 picture: left half red, right half blue, so crops show which part they kept.
const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100"><rect width="100" height="100" fill="#ff0000"/><rect x="100" width="100" height="100" fill="#0000ff"/></svg>`;

beforeAll(async () => {
  await putImageSources(
    api.database.db,
    [{ key: '/test/halves.svg', body: halves }],
    new Date('2026-11-21T10:00:00Z'),
  );
}, 180_000);

async function image(path: string) {
  const response = await api.fetch(path);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, meta: response.status === 200 ? await sharp(body).metadata() : undefined };
}

async function pixel(body: Buffer, x: number, y: number) {
  const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]] as [number, number, number];
}

describe('GET /images/...', () => {
  it('renders a jpg at quality 80 by default with long cache headers and an ETag', async () => {
    const { response, meta } = await image('/images/test/halves.svg?width=400');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 200 });
    const etag = response.headers.get('ETag') ?? '';
    const again = await api.fetch('/images/test/halves.svg?width=400', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const q80 = await image('/images/test/halves.svg?width=400&quality=80');
    expect(q80.response.headers.get('ETag')).toBe(etag);
    const q20 = await image('/images/test/halves.svg?width=400&quality=20');
    expect(q20.response.headers.get('ETag')).not.toBe(etag);
  });

  it('pads into the box by default and keeps the whole picture', async () => {
    const { body, meta } = await image('/images/test/halves.svg?width=200&height=200&format=png');
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 200, hasAlpha: true });
    const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0); // top-left corner is padding (transparent)
    expect(await pixel(body, 20, 100)).toEqual([255, 0, 0]);
    expect(await pixel(body, 180, 100)).toEqual([0, 0, 255]);
  });

  it('crops around the focal point', async () => {
    const left = await image('/images/test/halves.svg?width=100&height=100&mode=crop&focalLeft=0&format=png');
    expect(left.meta).toMatchObject({ width: 100, height: 100 });
    expect(await pixel(left.body, 50, 50)).toEqual([255, 0, 0]);
    const right = await image(
      '/images/test/halves.svg?width=100&height=100&mode=crop&focalLeft=1&format=png',
    );
    expect(await pixel(right.body, 50, 50)).toEqual([0, 0, 255]);
    const percent = await image(
      '/images/test/halves.svg?width=100&height=100&mode=crop&focalLeft=90&format=png',
    );
    expect(await pixel(percent.body, 50, 50)).toEqual([0, 0, 255]);
  });

  it('serves webp and the generated media pictures', async () => {
    const webp = await image('/images/test/halves.svg?width=50&height=50&format=webp&mode=stretch');
    expect(webp.response.headers.get('Content-Type')).toBe('image/webp');
    expect(webp.meta).toMatchObject({ format: 'webp', width: 50, height: 50 });
    const media = await image('/images/media/product/shirt/0B2545/1.svg?width=300&height=300');
    expect(media.meta).toMatchObject({ format: 'jpeg', width: 300, height: 300 });
  });

  it('refuses oversized and malformed options with 400 and unknown images with 404', async () => {
    for (const query of [
      'width=4001',
      // Larger than twice the widest picture the shop shows, or more pixels than its 2x hero (issue 43).
      'width=3201',
      'height=4000',
      'width=3200&height=3200',
      'height=99999',
      'width=0',
      'width=abc',
      'quality=101',
      'format=gif',
      'mode=zoom',
      'focalTop=-1',
    ]) {
      const { response, body } = await image(`/images/test/halves.svg?${query}`);
      expect(response.status, query).toBe(400);
      v.parse(errorResponseSchema, JSON.parse(body.toString()));
    }
    expect((await image('/images/test/missing.svg?width=10')).response.status).toBe(404);
    expect((await image('/images/media/product/shirt/nothex/1.svg')).response.status).toBe(404);
    expect((await image('/images/../etc/passwd')).response.status).toBe(404);
  });
});
