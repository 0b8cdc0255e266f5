import { shopUnderTest } from './shop-under-test.ts';

/** The storefront address of a demo site in the journeys: http://<club>-<country>.localhost:<port>/. */
export function siteUrl(club: string, country: string, path = '/'): string {
  const { storefrontPort } = shopUnderTest();
  return `http://${club}-${country}.localhost:${storefrontPort}${path}`;
}

/** The default site (plain localhost). */
export function defaultSiteUrl(path = '/'): string {
  return `http://localhost:${shopUnderTest().storefrontPort}${path}`;
}
