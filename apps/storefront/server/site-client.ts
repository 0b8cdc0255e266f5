import { type ClubShopClient, createClient, type FetchFunction } from '@clubshop/api-sdk';

/**
 * An api client for the site a page URL belongs to: asks the settings for the URL, then sends
 * that site's headers (StoreId, culture, currency, rootCategoryId) with every call. For the
 * server's own documents (sitemaps); pages get theirs through the render.
 */
export async function siteClient(
  pageUrl: URL,
  apiUrl: string,
  fetchApi?: FetchFunction,
): Promise<ClubShopClient> {
  const base = { hosts: apiUrl, timeout: 5_000, ...(fetchApi ? { fetch: fetchApi } : {}) };
  const { views } = await createClient(base).settings.get(pageUrl.href);
  const settings = views.clubSettings;
  return createClient({
    ...base,
    context: {
      culture: settings.culture,
      currency: settings.currency,
      storeId: settings.storeId,
      rootCategoryId: settings.rootCategoryId,
    },
  });
}
