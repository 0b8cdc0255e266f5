import type { ClubSettings } from '../contract/settings.ts';
import type { ClientContext } from '../transport/types.ts';

/**
 * The headers every later call carries for a site, from its settings (`GET /api/settings`):
 * `StoreId`, `culture`, `currency` and `rootCategoryId`.
 *
 * @example
 * let site: ClientContext | undefined;
 * const client = createClient({ hosts: 'http://localhost:4000', context: () => site ?? { culture: 'en' } });
 * const { views } = await client.settings.get('http://localhost:5173/');
 * site = clientContextFromSettings(views.clubSettings);
 * await client.catalog.search({ Term: 'shirt' }); // sent with the site's StoreId
 */
export function clientContextFromSettings(
  settings: Pick<ClubSettings, 'storeId' | 'culture' | 'currency' | 'rootCategoryId'>,
): ClientContext {
  return {
    storeId: settings.storeId,
    culture: settings.culture,
    currency: settings.currency,
    rootCategoryId: settings.rootCategoryId,
  };
}
