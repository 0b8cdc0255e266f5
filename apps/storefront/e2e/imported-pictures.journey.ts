/**
 * Issue 39: a product imported from a Shopify CSV shows the pictures its `Image Src` names. The
 * journey serves a real PNG from an image server of its own (on its shop's API port + 2, the one
 * host:port the journeys' API may fetch from: `harness/api-process.ts`), imports a one-product CSV
 * through the admin API (unlisted, so no other journey's listing changes), and opens the product
 * page in Chromium: its picture is the imported one, loaded from the shop's own origin
 * (`/images/uploads/…`), not a generated silhouette; the picture the server had not is reported
 * with its line.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JOURNEY_STAFF } from './harness/api-process-protocol.ts';
import { launchChromium } from './harness/chromium.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { siteOf } from './harness/shop-api.ts';
import { shopUnderTest } from './harness/shop-under-test.ts';
import { siteUrl } from './harness/sites.ts';

/** A 32x32 PNG in green. */
const greenSquarePng =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAO0lEQVRIiWPgqtCgKWIYtaBiNIg0RlMR12hG0xgtKrhGS9OK0QqHa7TKrBhtVWiMNrwqRpuOGoO6dQ0ABbWoH/pQMC8AAAAASUVORK5CYII=';

let images: Server;
let imagesOrigin: string;

/** The journey's image server: the kit's picture, and a 404 for anything else. */
function startImageServer(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/s/files/1/0001/products/import-kit-front.png')) {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end(Buffer.from(greenSquarePng, 'base64'));
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' });
    response.end('not found');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A call of the admin API; its status and JSON body. */
async function admin(token: string | undefined, method: string, path: string, body?: string, type?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (type) headers['content-type'] = type;
  const response = await fetch(`${shopUnderTest().apiUrl}/admin/api${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in the setup
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

describe('pictures of an imported catalogue', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    const port = Number(new URL(shopUnderTest().apiUrl).port) + 2;
    images = await startImageServer(port);
    imagesOrigin = `http://127.0.0.1:${port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => images?.close(resolve));
  });

  test("the product page shows the picture the CSV's Image Src names, from the shop's origin", async () => {
    const site = siteOf('northbridge', 'gb');
    const signedIn = await admin(
      undefined,
      'POST',
      '/auth/token',
      JSON.stringify({
        grant_type: 'password',
        username: JOURNEY_STAFF.email,
        password: JOURNEY_STAFF.password,
      }),
      'application/json',
    );
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.access_token as string;
    const handle = `imported-kit-${Date.now().toString(36)}`;
    const cdn = `${imagesOrigin}/s/files/1/0001/products`;
    const csv = [
      '\uFEFFHandle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Image Src,Image Position,Image Alt Text',
      `${handle},Imported Kit,"<p>The kit,\r\nimported.</p>",Northbridge FC,men/shirts,Kit,FALSE,Size,M,${handle}-m,59.00,10,${cdn}/import-kit-front.png?v=1,1,The imported kit from the front`,
      `${handle},,,,,,,,,,,,${cdn}/import-kit-back.png?v=1,2,The imported kit from the back`,
      '',
    ].join('\r\n');
    const imported = await admin(token, 'POST', `/sites/${site.storeId}/import/catalogue`, csv, 'text/csv');
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ created: 1, pictures: { fetched: 1 } });
    expect(imported.body.pictures.notFetched).toEqual([
      { line: 4, url: `${cdn}/import-kit-back.png?v=1`, reason: 'the server answered 404' },
    ]);

    const listed = await admin(token, 'GET', `/sites/${site.storeId}/products?search=${handle}`);
    const productId = listed.body.items[0].id as string;
    const answer = await fetch(`${shopUnderTest().apiUrl}/api/products?id=${encodeURIComponent(productId)}`, {
      headers: { StoreId: site.storeId },
    });
    const [product] = (await answer.json()) as Array<{ url: string }>;
    expect(product?.url).toBeTruthy();

    await runJourney(browser, 'imported-pictures', async (journey) => {
      const { page } = journey;
      await page.goto(siteUrl('northbridge', 'gb', product?.url ?? '/'));
      await page.getByRole('heading', { level: 1, name: 'Imported Kit' }).waitFor();
      const picture = page
        .getByRole('main')
        .getByRole('img', { name: 'The imported kit from the front' })
        .first();
      await picture.waitFor();
      await expect
        .poll(() =>
          picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
        )
        .toBe(true);
      const loaded = new URL(
        await picture.evaluate((element: HTMLImageElement) => element.currentSrc || element.src),
      );
      expect(loaded.origin).toBe(new URL(page.url()).origin);
      expect(loaded.pathname).toMatch(/^\/images\/uploads\/[^/]+\/[0-9a-f]{40}\.png$/);
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });
});
