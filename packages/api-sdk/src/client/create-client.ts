import { createTransport, type TransportOptions } from '../transport/transport.ts';
import { type BasketClient, createBasketClient } from './basket-client.ts';
import { type CatalogClient, createCatalogClient } from './catalog-client.ts';
import { checkClientOptions } from './check-client-options.ts';
import { type CheckoutClient, createCheckoutClient } from './checkout-client.ts';
import {
  type ContentClient,
  type CustomerServiceClient,
  createContentClient,
  createCustomerServiceClient,
  createDictionaryClient,
  createSettingsClient,
  type DictionaryClient,
  type SettingsClient,
} from './content-client.ts';
import { createUsersClient, type UsersClient } from './users-client.ts';

/** Options of {@link createClient}: hosts, context, auth, fetch, timeout. */
export type ClientOptions = TransportOptions;

/**
 * The typed ClubShop client: one function per call of docs/product/requirements.md#api-calls,
 * grouped by domain.
 */
export interface ClubShopClient {
  content: ContentClient;
  settings: SettingsClient;
  dictionary: DictionaryClient;
  customerService: CustomerServiceClient;
  users: UsersClient;
  catalog: CatalogClient;
  basket: BasketClient;
  checkout: CheckoutClient;
}

/**
 * Creates the ClubShop client.
 *
 * Every call sends the context headers, the bearer token when logged in, refreshes once on a
 * 401, and checks the response against its contract schema (a mismatch is a ContractError).
 * Every call but `settings.get` needs the site's `StoreId` in the context; without one it throws
 * a `RequiredError` before sending (the API would answer for its default site). Options it cannot
 * work with (no hosts, a host that is not a URL, no context...) throw a `ClientOptionsError` at once.
 *
 * @example
 * import { type ClientContext, clientContextFromSettings, createClient } from '@clubshop/api-sdk';
 *
 * let site: ClientContext | undefined; // known once the settings answer
 * const client = createClient({
 *   hosts: 'http://localhost:4000',
 *   context: () => site ?? { culture: 'en' }, // read at every call
 *   auth, // optional: from createAuthBridge() of @clubshop/auth
 * });
 * const { views } = await client.settings.get(location.href);
 * site = clientContextFromSettings(views.clubSettings);
 * const { products } = await client.catalog.search({ Term: 'home shirt', PageSize: 12 });
 */
export function createClient(options: ClientOptions): ClubShopClient {
  checkClientOptions(options);
  const transport = createTransport(options);
  return {
    content: createContentClient(transport),
    settings: createSettingsClient(transport),
    dictionary: createDictionaryClient(transport),
    customerService: createCustomerServiceClient(transport),
    users: createUsersClient(transport),
    catalog: createCatalogClient(transport),
    basket: createBasketClient(transport),
    checkout: createCheckoutClient(transport),
  };
}
