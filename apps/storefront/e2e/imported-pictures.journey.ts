/**
 * Issue 39: a product imported from a Shopify CSV shows the pictures its `Image Src` names. The
 * journey serves a real PNG from an image server of its own (on its shop's API port + 2, the one
 * host:port the journeys' API may fetch from: `harness/api-process.ts`), imports a one-product CSV
 * through the admin API (unlisted, so no other journey's listing changes), and opens the product
 * page in Chromium: its picture is the imported one, loaded from the shop's own origin
 * (`/images/uploads/…`), not a generated silhouette; the picture the server had not is reported
 * with its line.
 *
 * And a club's real export, written by hand as Shopify writes it (the commerce-api's fixture
 * `club-export-shopify.csv`: BOM, CRLF, quoted newlines in Body (HTML), Danish names), imported
 * into a site no other journey lists from (harbour-dk) with its CDN being the image server: the
 * product page shows the imported picture, the description as formatted HTML (no markup as
 * text, no script run), the category's name ("Trøjer", not its key), and a product made draft
 * by the next import is a 404 page at its url.
 */
import { readFileSync } from 'node:fs';
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

/** The club's export, as its Shopify shop wrote it (pictures on cdn.shopify.com). */
const clubExport = readFileSync(
  new URL('../../commerce-api/test/fixtures/club-export-shopify.csv', import.meta.url),
  'utf8',
);

/** The journey's image server: the kit's picture, the club's CDN pictures, and a 404 for anything else. */
function startImageServer(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (
      request.url?.startsWith('/s/files/1/0001/products/import-kit-front.png') ||
      /^\/s\/files\/1\/0612\/7341\/8893\/products\/[\w-]+\.(png|jpg)\?/.test(request.url ?? '')
    ) {
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

  test("a club's own export: pictures, the description as HTML, category names, a draft's url a 404", async () => {
    const site = siteOf('harbour', 'dk');
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
    const token = signedIn.body.access_token as string;
    // A script the sanitiser must take out; the file is otherwise the club's as it was written.
    const file = clubExport
      .replaceAll('https://cdn.shopify.com', imagesOrigin)
      .replace('</ul>', '</ul><script>window.__importedScriptRan = true</script>');
    const imported = await admin(token, 'POST', `/sites/${site.storeId}/import/catalogue`, file, 'text/csv');
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ products: 4, written: true, bad: [] });
    expect(imported.body.pictures.fetched).toBeGreaterThan(0);

    /** A product's url on the storefront, by its handle (through the admin list's id). */
    const urlOf = async (handle: string) => {
      const listed = await admin(token, 'GET', `/sites/${site.storeId}/products?search=${handle}`);
      const productId = listed.body.items[0].id as string;
      const answer = await fetch(
        `${shopUnderTest().apiUrl}/api/products?id=${encodeURIComponent(productId)}`,
        { headers: { StoreId: site.storeId } },
      );
      const [product] = (await answer.json()) as Array<{ url: string }>;
      expect(product?.url).toBeTruthy();
      return product?.url ?? '/';
    };
    const shirtUrl = await urlOf('hjemmebanetroje-2026');
    const scarfUrl = await urlOf('halstorklaede-klassisk');

    await runJourney(browser, 'imported-club-export', async (journey) => {
      const { page } = journey;
      await page.goto(siteUrl('harbour', 'dk', shirtUrl));
      await page.getByRole('heading', { level: 1, name: 'Hjemmebanetrøje 2026' }).waitFor();
      const main = page.getByRole('main');
      // The picture the file's Image Src names, from the shop's own origin.
      const picture = main.getByRole('img', { name: 'Hjemmebanetrøje forfra' }).first();
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
      expect(loaded.pathname).toMatch(/^\/images\/uploads\//);
      // The description formatted: its bold word and list items are elements, no markup as text.
      await main.locator('strong', { hasText: 'rød' }).first().waitFor();
      await main.getByRole('listitem').filter({ hasText: 'Klubbens logo broderet på brystet' }).waitFor();
      const text = (await main.textContent()) ?? '';
      expect(text).toContain('Årets hjemmebanetrøje i');
      expect(text).not.toMatch(/<\/?(p|strong|ul|li|script)\b/);
      expect(await main.locator('script', { hasText: '__importedScriptRan' }).count()).toBe(0);
      expect(
        await page.evaluate(() => (window as { __importedScriptRan?: boolean }).__importedScriptRan),
      ).toBe(undefined);
      // The category's name as the file's Type says it, not its key.
      const breadcrumb = page.getByRole('navigation', { name: 'Brødkrummesti' });
      await breadcrumb.getByRole('link', { name: 'Trøjer' }).waitFor();
      expect(await breadcrumb.getByRole('link', { name: 'trojer', exact: true }).count()).toBe(0);
      expect(seriousPageErrors(journey)).toEqual([]);

      // The scarf is on sale until the next import says it is a draft.
      await page.goto(siteUrl('harbour', 'dk', scarfUrl));
      await page.getByRole('heading', { level: 1, name: 'Halstørklæde – klassisk' }).waitFor();
      const drafted = file.replace(/(BBK-HALS-01[^\r\n]*kg,,,)(\r?\n)/, '$1draft$2');
      expect(drafted).not.toBe(file);
      const again = await admin(
        token,
        'POST',
        `/sites/${site.storeId}/import/catalogue`,
        drafted,
        'text/csv',
      );
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body).toMatchObject({ updated: 1, written: true });
      // The storefront drops the answers the import touched when the API announces it (decision 0097).
      await expect
        .poll(async () => (await page.goto(siteUrl('harbour', 'dk', scarfUrl)))?.status())
        .toBe(404);
      expect(await page.getByRole('main').getByTestId('error-status').textContent()).toBe('404');
    });
  });
});
