// @vitest-environment node
/**
 * Issue 45: a price that moved since a line was added is told on the basket page and at checkout
 * (decision 0078), in the site's language, rendered on the server (so without JavaScript too),
 * against the real commerce API in process.
 */
import { describe, expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();

/** A GET of the storefront at `path` of the site at `shop`, with the shopper's cookie. */
async function get(shop: string, path: string, cookie: string) {
  const response = await storefrontOverApi(api).fetch(
    new Request(`${shop}${path}`, { headers: { cookie }, redirect: 'manual' }),
  );
  return { status: response.status, html: await response.text() };
}

/** The notice's text, tags dropped. */
function notice(html: string): string | undefined {
  const block = /<div[^>]*data-testid="price-changes"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
  return block
    ?.replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A basket of two of an item in stock on the site (the `skip`th such variant), and its variant. */
async function basketOf(storeId: string, skip: number) {
  const found = (await api.database.db.execute(
    `select i.id, i.variant_id from store_variants sv
     join items i on i.variant_id = sv.variant_id and i.stock_state = 'InStock' and i.stock_quantity >= 2
     where sv.store_id = '${storeId}' and not sv.is_unlisted and sv.in_stock
     order by sv.sort_order, i.id offset ${skip * 10} limit 1`,
  )) as unknown as { rows: Array<{ id: string; variant_id: string }> };
  const item = found.rows[0];
  if (!item) throw new Error(`no item in stock on ${storeId}`);
  const headers = { 'Content-Type': 'application/json', StoreId: storeId };
  const created = await api.fetch(`${api.origin}/api/baskets`, { method: 'POST', headers });
  const token = ((await created.json()) as { summary: { token: string } }).summary.token;
  const added = await api.fetch(`${api.origin}/api/baskets/${token}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ productId: item.id, quantity: 2 }),
  });
  if (!((await added.json()) as { success: boolean }).success) throw new Error(`${item.id} was refused`);
  return { token, variantId: item.variant_id };
}

/** Sets a variant's price in a currency (minor units), as a back-office edit does. */
async function reprice(variantId: string, currency: string, unitPrice: number) {
  await api.database.db.execute(
    `update variant_prices set unit_price = ${unitPrice}, discount_price = null
     where variant_id = '${variantId}' and currency = '${currency}'`,
  );
  api.invalidateCatalogue();
}

describe('a price that moved since it was added', () => {
  test('is told on the basket page and at checkout, in English, German and Danish', async () => {
    const cases = [
      {
        shop: 'http://northbridge-gb.localhost:5173',
        storeId: 'northbridge-gb',
        currency: 'GBP',
        told: /: now £\d+\.\d\d each \(was £\d+\.\d\d\)/,
        heading: 'A price in your basket has changed since you added it:',
      },
      {
        shop: 'http://northbridge-de.localhost:5173',
        storeId: 'northbridge-de',
        currency: 'EUR',
        told: /: jetzt \d+,\d\d\s€ pro Stück \(vorher \d+,\d\d\s€\)/,
        heading: 'Ein Preis in deinem Warenkorb hat sich geändert',
      },
      {
        shop: 'http://northbridge-dk.localhost:5173',
        storeId: 'northbridge-dk',
        currency: 'DKK',
        told: /: nu [\d.]+,\d\d\skr\. pr\. stk\. \(før [\d.]+,\d\d\skr\.\)/,
        heading: 'En pris i din kurv er ændret',
      },
    ];
    for (const [index, site] of cases.entries()) {
      const { token, variantId } = await basketOf(site.storeId, index);
      const cookie = `clubshop_basket_token=${token}`;
      // Nothing moved: nothing told.
      expect(notice((await get(site.shop, '/cart/', cookie)).html), site.storeId).toBeUndefined();

      await reprice(variantId, site.currency, 98_765);
      for (const path of ['/cart/', '/checkout/']) {
        const page = await get(site.shop, path, cookie);
        expect(page.status, `${site.storeId} ${path}`).toBe(200);
        const text = notice(page.html);
        expect(text, `${site.storeId} ${path}`).toContain(site.heading);
        expect(text, `${site.storeId} ${path}`).toMatch(site.told);
        expect(page.html).toMatch(
          /data-testid="price-changes"[^>]*role="status"|role="status"[^>]*data-testid="price-changes"/,
        );
      }
    }
  });
});
