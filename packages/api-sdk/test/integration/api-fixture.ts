/**
 * The real commerce API for integration tests, through `@clubshop/commerce-api/testing`
 * (aliased to the app's source in vitest.config.ts), and a client wired to its fetch handler.
 */
import { type AuthAdapter, type ClientContext, type ClubShopClient, createClient } from '@clubshop/api-sdk';
import { createTestApi, type TestApi, type TestApiOptions } from '@clubshop/commerce-api/testing';

export type Site = TestApi['sites'][number];

/** The site's context headers. */
export function contextOf(site: Site): ClientContext {
  return {
    storeId: site.storeId,
    culture: site.culture,
    currency: site.currency,
    rootCategoryId: site.rootCategoryId,
  };
}

/** A client of `api` for `site`, optionally with an auth layer. */
export function clientFor(api: TestApi, site: Site, auth?: AuthAdapter): ClubShopClient {
  return createClient({ hosts: api.origin, context: () => contextOf(site), auth, fetch: api.fetch });
}

/** Starts a seeded API; its default site is northbridge-gb. */
export async function startApi(options?: TestApiOptions) {
  const api = await createTestApi(options);
  const site = api.sites.find((s) => s.club === 'northbridge' && s.country === 'gb') ?? api.sites[0];
  if (!site) throw new Error('the test API has no sites');
  return { api, site };
}
