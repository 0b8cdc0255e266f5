/**
 * Images staff upload through the admin API (issue 26): checked by content (not by name or the
 * type sent), kept in the media folder, served resized by `/images/...` in the format asked for,
 * shown as the product's pictures with their alt text and focal point. On PGlite, and on
 * PostgreSQL with COMMERCE_TEST_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportCatalogue } from '../src/catalogue-io/export-catalogue.ts';
import { type ImportSite, importCatalogue, siteByHost } from '../src/catalogue-io/import-catalogue.ts';
import { adminFetch, createCliOwner, signIn } from './support/admin-client.ts';

vi.setConfig({ testTimeout: 120_000 });

let api: TestApi;
let editor: string;
let siteA: string;
let categoryId: string;
const host = 'shop.images.example';
const mediaDir = mkdtempSync(join(tmpdir(), 'clubshop-media-test-'));
const password = 'staff password 1';
const maxBytes = 2 * 1024 * 1024;

const tokenOf = (email: string) => signIn(api, email, password, false);

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  adminFetch(api, editor, method, path, body, headers);

/** Uploads bytes as multipart/form-data under a file name and type of the test's choosing. */
async function upload(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await api.fetch(`/admin/api/sites/${siteA}/media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${editor}` },
    body: form,
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : undefined) as any };
}

beforeAll(async () => {
  api = await createTestApi({ config: { mediaDir, imageUploadMaxBytes: maxBytes } });
  await createCliOwner(api, 'owner@images.example', password);
  editor = await tokenOf('owner@images.example');
  const site = await call('POST', '/sites', { name: 'Billedby IF', host, culture: 'da', currency: 'DKK' });
  expect(site.status).toBe(201);
  siteA = site.body.storeId;
  const category = await call('POST', `/sites/${siteA}/categories`, { name: 'Trøjer' });
  expect(category.status).toBe(201);
  categoryId = category.body.id;
}, 180_000);
afterAll(async () => {
  await api?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** A product card as the listings answer it. */
interface Card {
  id: string;
  image: { url: string; altText: string; focal?: unknown };
}

describe('uploaded images', () => {
  let src: string;
  let id: string;

  it('takes a 4000 px JPEG by its content (whatever its name says) and serves it resized in the format asked for', async () => {
    const photo = await sharp({
      create: { width: 4000, height: 2500, channels: 3, background: { r: 0, g: 90, b: 40 } },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const uploaded = await upload(photo, 'kit.png', 'image/png');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ contentType: 'image/jpeg', width: 4000, height: 2500 });
    expect(uploaded.body.src).toMatch(/^\/images\/uploads\/.+\.jpg$/);
    src = uploaded.body.src;
    id = uploaded.body.id;

    // The storefront's image defaults (quality 80, format jpg, mode pad) at a width of its srcset.
    const jpg = await api.fetch(`${src}?width=640&quality=80&format=jpg&mode=pad`);
    expect(jpg.status).toBe(200);
    expect(jpg.headers.get('Content-Type')).toBe('image/jpeg');
    const jpgMeta = await sharp(Buffer.from(await jpg.arrayBuffer())).metadata();
    expect({ format: jpgMeta.format, width: jpgMeta.width, height: jpgMeta.height }).toEqual({
      format: 'jpeg',
      width: 640,
      height: 400,
    });
    const webp = await api.fetch(`${src}?width=320&format=webp`);
    expect(webp.headers.get('Content-Type')).toBe('image/webp');
    const webpMeta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect({ format: webpMeta.format, width: webpMeta.width }).toEqual({ format: 'webp', width: 320 });
  });

  it('refuses what is not a JPEG, PNG or WebP picture (415) and what is too large (413), keeping nothing', async () => {
    const before = (await call('GET', `/sites/${siteA}/media`)).body.total;
    const text = await upload(Buffer.from('not a picture at all'), 'kit.jpg', 'image/jpeg');
    expect(text.status).toBe(415);
    expect(text.body.errors[0]).toMatchObject({ field: 'file' });
    // The first bytes of a JPEG with nothing behind them.
    const fake = await upload(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]),
      'a.jpg',
      'image/jpeg',
    );
    expect(fake.status).toBe(415);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png', 'image/png');
    expect(svg.status).toBe(415);
    const huge = await upload(Buffer.alloc(maxBytes + 1024, 1), 'big.jpg', 'image/jpeg');
    expect(huge.status).toBe(413);
    const missing = await call('POST', `/sites/${siteA}/media`, { file: 'x' });
    expect(missing.status).toBe(400);
    expect((await call('GET', `/sites/${siteA}/media`)).body.total).toBe(before);
  });

  it('is a product picture with its alt text and focal point; a focal edit reaches the storefront', async () => {
    const bad = await call('POST', `/sites/${siteA}/products`, {
      handle: 'photo-shirt',
      name: { da: 'Foto trøje' },
      category: 'trojer',
      kind: 'shirt',
      images: [{ src: '/images/uploads/other-club/x.jpg', alt: 'x' }],
      variants: [
        {
          colour: { da: 'Grøn' },
          colorHex: '#00AA00',
          prices: { DKK: { price: 49900 } },
          items: [{ sku: 'photo-shirt-m', size: 'm', stock: 4 }],
        },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('images.0.src');

    const created = await call('POST', `/sites/${siteA}/products`, {
      handle: 'photo-shirt',
      name: { da: 'Foto trøje' },
      category: 'trojer',
      kind: 'shirt',
      images: [{ src, alt: 'Trøjen set forfra' }],
      variants: [
        {
          colour: { da: 'Grøn' },
          colorHex: '#00AA00',
          prices: { DKK: { price: 49900 } },
          items: [{ sku: 'photo-shirt-m', size: 'm', stock: 4 }],
        },
      ],
    });
    expect(created.status).toBe(201);
    const listed = await call('GET', `/sites/${siteA}/products?search=photo-shirt`);
    const productId = listed.body.items[0].id;

    const read = async () => {
      const response = await api.fetch(`http://${host}/api/products?id=${encodeURIComponent(productId)}`);
      expect(response.status).toBe(200);
      return (
        (await response.json()) as Array<{ images: Array<{ url: string; altText: string; focal: unknown }> }>
      )[0];
    };
    /** The product's card in a search and on its category's page. */
    const cards = async () => {
      const search = await api.fetch(`http://${host}/api/products/search?Term=foto`);
      expect(search.status).toBe(200);
      const found = ((await search.json()) as { products: Card[] }).products;
      const category = await api.fetch(`http://${host}/api/products/category/${categoryId}`);
      expect(category.status).toBe(200);
      const listed = ((await category.json()) as { products: Card[] }).products;
      return [...found, ...listed].filter((card) => card.id === productId);
    };
    expect(await cards()).toHaveLength(2);
    const shown = await read();
    expect(shown?.images).toHaveLength(1);
    expect(shown?.images[0]?.url).toMatch(new RegExp(`${src.replace(/[.]/g, '\\.')}$`));
    expect(shown?.images[0]).toMatchObject({ altText: 'Trøjen set forfra', focal: { top: 50, left: 50 } });

    const media = await call('GET', `/sites/${siteA}/media/${id}`);
    const focal = await call(
      'PATCH',
      `/sites/${siteA}/media/${id}`,
      { focalTop: 0.2, focalLeft: 0.7 },
      { 'If-Match': media.etag as string },
    );
    expect(focal.status).toBe(200);
    expect((await read())?.images[0]?.focal).toEqual({ top: 20, left: 70 });
    // The listing cards (search, category page) draw the same picture with its focal point.
    for (const card of await cards()) {
      expect(card.image.url).toMatch(new RegExp(`${src.replace(/[.]/g, '\\.')}$`));
      expect(card.image).toMatchObject({ altText: 'Trøjen set forfra', focal: { top: 20, left: 70 } });
    }
    const stale = await call(
      'PATCH',
      `/sites/${siteA}/media/${id}`,
      { focalTop: 0.5, focalLeft: 0.5 },
      { 'If-Match': media.etag as string },
    );
    expect(stale.status).toBe(412);
    const outOfRange = await call(
      'PATCH',
      `/sites/${siteA}/media/${id}`,
      { focalTop: 2, focalLeft: 0 },
      { 'If-Match': '*' },
    );
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.errors[0].field).toBe('focalTop');
  });

  it('goes out in the export and back in unchanged, as CSV and as JSON', async () => {
    const site = (await siteByHost(api.deps.db, host)) as ImportSite;
    for (const format of ['csv', 'json'] as const) {
      const text = await exportCatalogue(api.deps.db, site, format);
      expect(text).toContain(src);
      const report = await importCatalogue(
        api.deps.db,
        { name: 'test' },
        new Date(),
        site,
        { text, format },
        { dryRun: true },
      );
      expect({ format, bad: report.bad, unchanged: report.unchanged }).toEqual({
        format,
        bad: [],
        unchanged: 1,
      });
    }
  });
});
