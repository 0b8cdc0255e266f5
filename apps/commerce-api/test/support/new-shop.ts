/**
 * A fresh test API with one new shop made as `clubshop init` makes it (initShop: the site, its
 * club and an owner of every site), for the catalogue and site-data suites: the api, the shop's
 * import site and what initShop answered.
 */
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { type ImportSite, siteByHost } from '../../src/catalogue-io/import-catalogue.ts';
import { initShop } from '../../src/cli/init-command.ts';

/** The shop to make; culture 'da', currency 'DKK' and the owner's password 'owner password 1' unless told. */
export interface NewShop {
  host: string;
  name: string;
  owner: string;
  password?: string;
  culture?: string;
  currency?: string;
  country?: string;
}

/** Opens the API and makes the shop (actor `{ name: 'test' }`, now). */
export async function apiWithNewShop(shop: NewShop) {
  const api: TestApi = await createTestApi();
  const created = await initShop(api.deps.db, { name: 'test' }, new Date(), {
    site: shop.host,
    name: shop.name,
    culture: shop.culture ?? 'da',
    currency: shop.currency ?? 'DKK',
    ...(shop.country ? { country: shop.country } : {}),
    owner: shop.owner,
    password: shop.password ?? 'owner password 1',
  });
  const site = (await siteByHost(api.deps.db, shop.host)) as ImportSite;
  return { api, site, created };
}
