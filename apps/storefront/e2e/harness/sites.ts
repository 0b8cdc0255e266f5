import { inject } from 'vitest';

/** The storefront address of a demo site in the journeys: http://<club>-<country>.localhost:<port>/. */
export function siteUrl(club: string, country: string, path = '/'): string {
  const { storefrontPort } = inject('shop');
  return `http://${club}-${country}.localhost:${storefrontPort}${path}`;
}

/** The default site (plain localhost). */
export function defaultSiteUrl(path = '/'): string {
  return `http://localhost:${inject('shop').storefrontPort}${path}`;
}
