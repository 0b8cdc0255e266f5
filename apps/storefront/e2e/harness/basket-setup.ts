import { BASKET_MARKER_COOKIE, BASKET_TOKEN_COOKIE } from '@clubshop/basket';
import type { BrowserContext } from 'playwright-core';
import { siteOf } from './shop-api.ts';
import { shopUnderTest } from './shop-under-test.ts';

/**
 * Gives a fresh browser profile a basket that already holds one line, made through the API the
 * way the storefront makes it, so a basket or checkout journey does not depend on the product
 * page journey. The first size of the variant that is in stock is used. The cookies are what the
 * storefront server writes (decision 0076): the token HttpOnly, and the marker the page reads.
 */
export async function basketWithLine(
  context: BrowserContext,
  options: { club: string; country: string; variantId: string; quantity?: number },
): Promise<string> {
  const site = siteOf(options.club, options.country);
  const { apiUrl } = shopUnderTest();
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    StoreId: site.storeId,
    culture: site.culture,
    currency: site.currency,
  };
  const created = await fetch(`${apiUrl}/api/baskets`, { method: 'POST', headers });
  if (!created.ok) throw new Error(`POST /api/baskets answered ${created.status}`);
  const token = ((await created.json()) as { summary: { token: string } }).summary.token;
  let added = false;
  for (const size of ['m', 'l', 's', 'xl', 'xs', '2xl', '3xl', 'onesize']) {
    const response = await fetch(`${apiUrl}/api/baskets/${token}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: `${options.variantId}-${size}`, quantity: options.quantity ?? 1 }),
    });
    if (response.ok) {
      added = true;
      break;
    }
  }
  if (!added) throw new Error(`No size of ${options.variantId} could be added`);
  const domain = new URL(site.url).hostname;
  await context.addCookies([
    { name: BASKET_TOKEN_COOKIE, value: token, domain, path: '/', httpOnly: true, sameSite: 'Lax' },
    { name: BASKET_MARKER_COOKIE, value: '1', domain, path: '/', sameSite: 'Lax' },
  ]);
  return token;
}
