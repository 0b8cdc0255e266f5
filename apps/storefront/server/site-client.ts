import {
  type ApiHosts,
  type ClubShopClient,
  clientContextFromSettings,
  createClient,
  type FetchFunction,
} from '@clubshop/api-sdk';

/**
 * An api client for the site a page URL belongs to: asks the settings for the URL, then sends
 * that site's headers (StoreId, culture, currency, rootCategoryId) with every call. For the
 * server's own documents (sitemaps); pages get theirs through the render.
 */
export async function siteClient(
  pageUrl: URL,
  hosts: ApiHosts,
  fetchApi?: FetchFunction,
): Promise<ClubShopClient> {
  const base = { hosts, timeout: 5_000, ...(fetchApi ? { fetch: fetchApi } : {}) };
  // The settings call finds the site by the page URL: it needs no site headers yet.
  const { views } = await createClient({ ...base, context: () => ({}) }).settings.get(pageUrl.href);
  return createClient({ ...base, context: clientContextFromSettings(views.clubSettings) });
}
