/**
 * The cart charges what checkout charges, and the banners promise what checkout gives (issue 45):
 * on every demo site a basket below the free-delivery threshold shows the default method's price
 * in its summary (not "Free"), the same total checkout opens with, and the header's "free
 * delivery from" amount is the one checkout makes delivery free from.
 */
import {
  basketResponseSchema,
  basketSummarySchema,
  checkoutStateSchema,
  settingsResponseSchema,
} from '@clubshop/api-sdk/contract';
import { formatMoney } from '@clubshop/i18n/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createCommerceTestApi, findItems } from '../testing/commerce-test-api';
import { openForFile } from '../testing/open-for-file.ts';

const api = openForFile(() => createCommerceTestApi());

describe('shipping in the cart and in the banners', () => {
  it('prices the cart with the method checkout opens with, on all nine sites', async () => {
    expect(api.sites).toHaveLength(9);
    for (const site of api.sites) {
      const headers = { StoreId: site.storeId };
      // The cheapest item: one of it is below every site's free-delivery threshold.
      const [item] = await findItems(api, {
        clubId: site.club,
        currency: site.currency,
        state: 'InStock',
        cheapestFirst: true,
      });
      if (!item) throw new Error(`no item in stock on ${site.storeId}`);
      const created = v.parse(
        basketResponseSchema,
        (await api.json('POST', '/api/baskets', undefined, headers)).body,
      );
      const token = created.summary?.token ?? '';
      await api.json('POST', `/api/baskets/${token}`, { productId: item.itemId, quantity: 1 }, headers);

      const cart = v.parse(
        basketSummarySchema,
        (await api.json('GET', `/api/baskets/${token}/summary`, undefined, headers)).body,
      ).totals;
      const checkout = v.parse(
        checkoutStateSchema,
        (await api.json('GET', `/api/checkout/${token}`, undefined, headers)).body,
      );
      const opensWith = checkout.shippingMethods.find((method) => method.id === checkout.shippingMethodId);
      expect(opensWith, `${site.storeId}: checkout opens with a method`).toBeDefined();
      expect(cart.shippingTotal.amount, site.storeId).toBe(opensWith?.price.amount);
      expect(cart.total.amount, site.storeId).toBe(checkout.summary.totals.total.amount);
      // Below the threshold delivery is charged, in the cart too.
      expect(cart.shippingTotal.amount, `${site.storeId}: not "Free"`).toBeGreaterThan(0);
    }
  });

  it('advertises the threshold the shipping methods make delivery free from', async () => {
    for (const site of api.sites) {
      const settings = v.parse(
        settingsResponseSchema,
        (await api.json('GET', `/api/settings?url=${encodeURIComponent(site.url)}`)).body,
      ).views.clubSettings;
      const banner = settings.header.usps[0]?.text ?? '';
      expect(banner, site.storeId).not.toContain('{');
      const headers = { StoreId: site.storeId };
      const created = v.parse(
        basketResponseSchema,
        (await api.json('POST', '/api/baskets', undefined, headers)).body,
      );
      const checkout = v.parse(
        checkoutStateSchema,
        (await api.json('GET', `/api/checkout/${created.summary?.token}`, undefined, headers)).body,
      );
      // "2-4 Werktage. Kostenlos ab 59,80 €.": the home method's own threshold, as money.
      const home = checkout.shippingMethods[0];
      const threshold = /(£\d[\d,]*\.\d{2}|\d[\d.]*,\d{2}\s(?:€|kr\.))/.exec(home?.description ?? '')?.[1];
      expect(threshold, `${site.storeId}: ${home?.description}`).toBeDefined();
      expect(banner, site.storeId).toContain(threshold);
      // Danish money ends in "kr.": the sentence gets no second full stop.
      expect(home?.description, site.storeId).not.toContain('..');
    }
    const dk = api.sites.find((site) => site.club === 'northbridge' && site.country === 'dk');
    const dkSettings = v.parse(
      settingsResponseSchema,
      (await api.json('GET', `/api/settings?url=${encodeURIComponent(dk?.url ?? '')}`)).body,
    ).views.clubSettings;
    expect(dkSettings.header.usps[0]?.text).toBe(
      `Fri fragt over ${formatMoney(499, { locale: 'da', currency: 'DKK' })}`,
    );
  });
});
