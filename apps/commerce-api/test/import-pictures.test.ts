/**
 * Pictures of an imported catalogue (issue 39): a club's own Shopify export, written by hand as
 * Shopify writes it (BOM, CRLF, quoted newlines in Body (HTML), multi-variant products whose title
 * is on the first row only, Image Src on extra rows with Image Position, a Variant Image, Danish
 * and German names), imported through the admin API with its `Image Src` addresses served by a
 * local image server. The pictures are fetched, judged by content, kept in the database (the
 * default media store) and served by the image route; the storefront's product answers point at
 * them; the ones that cannot be had are reported with their lines; a re-import fetches nothing
 * it has. And the fetch guard refuses loopback, private and link-local addresses (also after a
 * redirect) unless IMPORT_FETCH_ALLOW_HOSTS names them.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkedAddress,
  type FetchGuard,
  guardedFetch,
  isPublicAddress,
} from '../src/catalogue-io/fetch-guard.ts';
import { type ImportSite, siteByHost } from '../src/catalogue-io/import-catalogue.ts';
import { initShop } from '../src/cli/init-command.ts';
import { importedPictures, mediaBlobs, mediaFiles } from '../src/db/tables/images.ts';
import { freePort } from './support/ports.ts';

vi.setConfig({ testTimeout: 60_000 });

const fixture = readFileSync(new URL('./fixtures/club-export-shopify.csv', import.meta.url), 'utf8');
const host = 'shop.bronshoj-billeder.example';
const password = 'owner password 1';
const maxBytes = 300_000;
let api: TestApi;
let site: ImportSite;
let token: string;
let images: Server;
let imagesOrigin: string;
/** Requests the image server answered, by path. */
const requests = new Map<string, number>();
let png: Buffer;
let jpeg: Buffer;
let jacket: Buffer;
let scarf: Buffer;

/** The image server: real PNG and JPEG bytes, a redirect, a 404, a page that is not a picture, a huge file. */
async function startImageServer(port: number): Promise<Server> {
  const files: Record<string, { status: number; type?: string; body?: Buffer; location?: string }> = {
    '/hjemme-front.png': { status: 200, type: 'image/png', body: png },
    '/hjemme-back.jpg': { status: 200, type: 'image/jpeg', body: jpeg },
    '/hjemme-detalje.jpg': { status: 404, type: 'text/html', body: Buffer.from('<h1>Not found</h1>') },
    '/auswaerts-weiss.jpg': { status: 302, location: '/files/auswaerts-weiss-2026.jpg' },
    '/files/auswaerts-weiss-2026.jpg': { status: 200, type: 'image/jpeg', body: jpeg },
    '/auswaerts-blau.jpg': {
      status: 200,
      type: 'image/jpeg',
      body: Buffer.from('<!doctype html><title>Login</title><p>Please sign in</p>'),
    },
    '/halstorklaede-stor.jpg': {
      status: 200,
      type: 'image/jpeg',
      body: Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(maxBytes * 2, 7)]),
    },
    '/traeningsjakke.png': { status: 200, type: 'image/png', body: jacket },
    '/traeningsjakke-kopi.png': { status: 200, type: 'image/png', body: jacket },
    '/json/halstorklaede.png': { status: 200, type: 'image/png', body: scarf },
    '/to-metadata': { status: 302, location: 'http://169.254.169.254/latest/meta-data/' },
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname.replace(
      /^\/s\/files\/1\/0612\/7341\/8893\/products/,
      '',
    );
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const file = files[path] ?? { status: 404 };
    response.writeHead(file.status, {
      ...(file.type ? { 'Content-Type': file.type } : {}),
      ...(file.location ? { Location: file.location } : {}),
      ...(file.body ? { ETag: `"${file.body.length}"` } : {}),
    });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

async function importFile(text: string, query = '') {
  const response = await api.fetch(`/admin/api/sites/${site.storeId}/import/catalogue${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The line of the fixture that names a path (as a reader counts them, CRLF and quoted newlines too). */
const lineOf = (path: string) => fixture.split('\n').findIndex((line) => line.includes(path)) + 1;

/** The storefront's answer of a product (by its handle). */
async function productAnswer(handle: string) {
  const response = await api.fetch(`http://${host}/api/products/${site.clubId}-${handle}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { images?: Array<{ url: string }> };
}

beforeAll(async () => {
  png = await sharp({ create: { width: 240, height: 300, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 320, height: 400, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  jacket = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#1d3557' } })
    .png()
    .toBuffer();
  scarf = await sharp({ create: { width: 180, height: 180, channels: 4, background: '#ffd60a80' } })
    .png()
    .toBuffer();
  const port = await freePort();
  images = await startImageServer(port);
  imagesOrigin = `http://127.0.0.1:${port}`;
  api = await createTestApi({
    config: {
      importFetchPictures: true,
      importFetchAllowHosts: [`127.0.0.1:${port}`],
      imageUploadMaxBytes: maxBytes,
    },
  });
  await initShop(api.deps.db, { name: 'test' }, new Date(), {
    site: host,
    name: 'Brønshøj Boldklub',
    culture: 'da',
    currency: 'DKK',
    owner: 'owner@bronshoj.example',
    password,
  });
  site = (await siteByHost(api.deps.db, host)) as ImportSite;
  const answer = await api.fetch('/admin/api/auth/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'owner@bronshoj.example', password }),
  });
  expect(answer.status).toBe(200);
  token = ((await answer.json()) as { access_token: string }).access_token;
}, 120_000);
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => images?.close(resolve));
});

describe("a club's Shopify export with its pictures", () => {
  /** The file as the club's shop wrote it, its CDN being the local image server. */
  const file = () => fixture.replaceAll('https://cdn.shopify.com', imagesOrigin);

  it('the fixture is what Shopify writes: BOM, CRLF, quoted newlines', () => {
    expect(fixture.charCodeAt(0)).toBe(0xfeff);
    expect(fixture).toContain('\r\n<ul>\r\n');
  });

  it('a dry run fetches nothing and counts the pictures it would fetch', async () => {
    const { status, body } = await importFile(file(), '?dryRun=true');
    expect(status).toBe(200);
    expect(body).toMatchObject({ written: false, pictures: { fetched: 0, toFetch: 8, notFetched: [] } });
    expect(requests.size).toBe(0);
  });

  it('fetches every Image Src and Variant Image, keeps the pictures and reports the ones it could not have', async () => {
    const { status, body } = await importFile(file());
    expect(status).toBe(200);
    expect(body).toMatchObject({ products: 4, created: 4, written: true, bad: [] });
    const pictures = body.pictures as {
      fetched: number;
      notFetched: Array<{ line: number; url: string; reason: string }>;
    };
    expect(pictures.fetched).toBe(5);
    expect(pictures.notFetched.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: lineOf('hjemme-detalje.jpg'), reason: 'the server answered 404' },
      { line: lineOf('auswaerts-blau.jpg'), reason: 'not a JPEG, PNG or WebP image (judged by its content)' },
      { line: lineOf('halstorklaede-stor.jpg'), reason: `the file is larger than ${maxBytes} bytes` },
    ]);
    // Lines as an editor shows them: the first product's description spans lines 2 to 6.
    expect(lineOf('hjemme-detalje.jpg')).toBe(9);
    expect(pictures.notFetched[0]?.url).toBe(
      `${imagesOrigin}/s/files/1/0612/7341/8893/products/hjemme-detalje.jpg?v=1699990003`,
    );

    // The same bytes from two addresses are one upload (the back and the away shirt, the jacket twice).
    const uploads = await api.deps.db.select().from(mediaFiles).where(eq(mediaFiles.clubId, site.clubId));
    expect(uploads).toHaveLength(3);
    expect(requests.get('/files/auswaerts-weiss-2026.jpg')).toBe(1);
    // In the database (no MEDIA_DIR, no bucket): every upload's bytes, with type, size and hash.
    const blobs = await api.deps.db
      .select()
      .from(mediaBlobs)
      .where(like(mediaBlobs.key, `uploads/${site.clubId}/%`));
    expect(blobs.map((blob) => blob.body.length).sort()).toEqual(
      [png.length, jpeg.length, jacket.length].sort(),
    );
    expect(blobs.find((blob) => blob.contentType === 'image/png' && blob.body.equals(png))).toBeDefined();
  });

  it('the storefront shows the imported pictures, served resized by the image route', async () => {
    const shirt = await productAnswer('hjemmebanetroje-2026');
    const urls = (shirt.images ?? []).map((image) => image.url);
    expect(urls).toHaveLength(2);
    for (const url of urls)
      expect(url).toMatch(new RegExp(`/images/uploads/${site.clubId}/[0-9a-f]{40}\\.(png|jpg)$`));
    const front = new URL(urls[0] as string).pathname;
    const resized = await api.fetch(`${front}?width=120`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('Content-Type')).toMatch(/^image\//);
    const shown = await sharp(Buffer.from(await resized.arrayBuffer())).metadata();
    expect(shown.width).toBe(120);

    // The jacket's two addresses of the same picture: one picture on its page.
    expect((await productAnswer('traeningsjakke-junior')).images).toHaveLength(1);
    // The away shirt's picture came through a redirect; its Variant Image was not a picture.
    expect((await productAnswer('auswaertstrikot-2026')).images).toHaveLength(1);
    // The cards of the listing and search show them too.
    const search = await api.fetch(`http://${host}/api/products/search?Term=Hjemmebanetrøje`);
    expect(search.status).toBe(200);
    expect(JSON.stringify(await search.json())).toContain(`/images/uploads/${site.clubId}/`);
    // The scarf's picture was too large: the generated one is shown, no upload.
    const scarf = await productAnswer('halstorklaede-klassisk');
    expect(JSON.stringify(scarf.images)).not.toContain('/images/uploads/');
  });

  it('a re-import fetches nothing it has and changes nothing; the pictures it could not have are tried again', async () => {
    const before = new Map(requests);
    const { status, body } = await importFile(file());
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: 4, written: false });
    expect(body.pictures).toMatchObject({ fetched: 0, reused: 5 });
    for (const path of [
      '/hjemme-front.png',
      '/hjemme-back.jpg',
      '/auswaerts-weiss.jpg',
      '/traeningsjakke.png',
    ])
      expect(requests.get(path)).toBe(before.get(path));
    expect(requests.get('/hjemme-detalje.jpg')).toBe((before.get('/hjemme-detalje.jpg') ?? 0) + 1);
    const remembered = await api.deps.db
      .select()
      .from(importedPictures)
      .where(eq(importedPictures.clubId, site.clubId));
    expect(remembered).toHaveLength(5);
    expect(remembered.every((row) => row.etag !== null && row.sha256.length === 64)).toBe(true);
  });
});

describe('our JSON format with picture addresses', () => {
  it('fetches the pictures a product of the JSON names, as for a CSV', async () => {
    const exported = await api.fetch(`/admin/api/sites/${site.storeId}/export/catalogue?format=json`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(exported.status).toBe(200);
    const catalogue = (await exported.json()) as {
      products: Array<{ handle: string; images: Array<{ src: string; alt: string }> }>;
    };
    const scarf = catalogue.products.find((product) => product.handle === 'halstorklaede-klassisk');
    expect(scarf?.images.map((image) => image.src)).toEqual([
      `${imagesOrigin}/s/files/1/0612/7341/8893/products/halstorklaede-stor.jpg?v=1699990020`,
    ]);
    (scarf as { images: Array<{ src: string; alt: string }> }).images = [
      { src: `${imagesOrigin}/json/halstorklaede.png`, alt: 'Halstørklæde' },
    ];
    const response = await api.fetch(`/admin/api/sites/${site.storeId}/import/catalogue`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(catalogue, null, 2),
    });
    expect(response.status).toBe(200);
    const report = (await response.json()) as {
      updated: number;
      pictures: { fetched: number; notFetched: unknown[] };
    };
    expect(report).toMatchObject({ updated: 1, pictures: { fetched: 1 } });
    // The pictures not had before are tried again, and named by their line of the JSON.
    const json = JSON.stringify(catalogue, null, 2);
    const jsonLineOf = (path: string) => json.split('\n').findIndex((line) => line.includes(path)) + 1;
    expect(report.pictures.notFetched).toMatchObject([
      {
        line: jsonLineOf('auswaerts-blau.jpg'),
        reason: 'not a JPEG, PNG or WebP image (judged by its content)',
      },
      { line: jsonLineOf('hjemme-detalje.jpg'), reason: 'the server answered 404' },
    ]);
    expect(requests.get('/json/halstorklaede.png')).toBe(1);
    const shown = await productAnswer('halstorklaede-klassisk');
    expect(shown.images?.[0]?.url).toMatch(new RegExp(`/images/uploads/${site.clubId}/[0-9a-f]{40}\\.png$`));
  });
});

describe('the fetch guard', () => {
  const guard = (allowHosts: string[] = []): FetchGuard => ({
    allowHosts,
    maxBytes: 1_000_000,
    timeoutMs: 5000,
    maxRedirects: 3,
  });

  it('knows public addresses from loopback, private, link-local and the like', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::6810:84e5'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses 127.0.0.1, 10.x, 169.254.x, localhost and other schemes without the allow list', async () => {
    for (const address of [
      `${imagesOrigin}/hjemme-front.png`,
      'http://10.0.0.7/picture.jpg',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/picture.jpg',
      'http://[::ffff:127.0.0.1]/picture.jpg',
      'http://2130706433/picture.jpg',
    ])
      await expect(guardedFetch(address, guard()), address).rejects.toThrow(/is not a public address/);
    await expect(checkedAddress(new URL('http://localhost/x.jpg'), guard())).rejects.toThrow(
      /is not a public address/,
    );
    await expect(
      checkedAddress(new URL('http://inside.example/x.jpg'), {
        ...guard(),
        resolve: async () => [
          { address: '93.184.216.34', family: 4 },
          { address: '10.0.0.1', family: 4 },
        ],
      }),
    ).rejects.toThrow(/10\.0\.0\.1/);
    await expect(guardedFetch('file:///etc/passwd', guard())).rejects.toThrow(/only http and https/);
    await expect(guardedFetch('ftp://example.com/x.jpg', guard())).rejects.toThrow(/only http and https/);
  });

  it('IMPORT_FETCH_ALLOW_HOSTS lets a named host:port through; a redirect is checked again', async () => {
    const port = new URL(imagesOrigin).port;
    const allowed = guard([`127.0.0.1:${port}`]);
    const fetched = await guardedFetch(`${imagesOrigin}/hjemme-front.png`, allowed);
    expect(fetched.body.equals(png)).toBe(true);
    // Another port of the same host is not named.
    await expect(guardedFetch(`http://127.0.0.1:1/x.png`, allowed)).rejects.toThrow(
      /is not a public address/,
    );
    await expect(guardedFetch(`${imagesOrigin}/to-metadata`, allowed)).rejects.toThrow(
      /169\.254\.169\.254 is not a public address/,
    );
    await expect(
      guardedFetch(`${imagesOrigin}/auswaerts-weiss.jpg`, { ...allowed, maxRedirects: 0 }),
    ).rejects.toThrow(/more than 0 redirects/);
  });
});
