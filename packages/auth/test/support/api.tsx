/**
 * Test support: a seeded commerce API in process, a real api-sdk client on its fetch handler,
 * and the React providers the hooks need (a real QueryClient, a jotai store, the api client).
 */

import { type ClubShopClient, createClient } from '@clubshop/api-sdk';
import {
  ApiClientProvider,
  type ClientAuth,
  clearTokens,
  createAuthBridge,
  type Logger,
} from '@clubshop/auth';
import { createTestApi, type TestApi, type TestApiOptions } from '@clubshop/commerce-api/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai/react';
import { createStore, type Store } from 'jotai/vanilla';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** A logger that keeps what it was told. */
export function recordingLogger(): Logger & { messages: string[] } {
  const messages: string[] = [];
  return { messages, error: (message) => void messages.push(message) };
}

/** Everything one test needs around the hooks. */
export interface Harness {
  api: TestApi;
  client: ClubShopClient;
  auth: ClientAuth;
  store: Store;
  queryClient: QueryClient;
  logger: Logger & { messages: string[] };
  wrapper: (props: { children?: ReactNode }) => ReactNode;
}

/**
 * One tab of a browser on `api`: a fresh jotai store (filled from the cookies the tabs share,
 * as a page opened now would be), the auth bridge over it, a client, a query client and a logger.
 */
function openTabOn(api: TestApi): Omit<Harness, 'api'> {
  const site = api.sites.find((s) => s.club === 'northbridge' && s.country === 'gb') ?? api.sites[0];
  if (!site) throw new Error('the seed has no sites');
  const store = createStore();
  const logger = recordingLogger();
  const auth = createAuthBridge({ authenticate: (grant) => client.users.authenticate(grant), store, logger });
  const client = createClient({
    hosts: api.origin,
    fetch: api.fetch,
    context: {
      culture: site.culture,
      storeId: site.storeId,
      currency: site.currency,
      rootCategoryId: site.rootCategoryId,
    },
    auth,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <ApiClientProvider client={client} logger={logger}>
          {children}
        </ApiClientProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
  return { client, auth, store, queryClient, logger, wrapper };
}

/** Starts a seeded API and wires a client with the auth bridge over a fresh jotai store. */
export async function startHarness(options: TestApiOptions = {}): Promise<Harness> {
  const api = await createTestApi(options);
  return { api, ...openTabOn(api) };
}

/** A second tab of the same browser on the harness's API (its own store, bridge and client). */
export function openTab(harness: Harness): Omit<Harness, 'api'> {
  return openTabOn(harness.api);
}

/** Registers a customer and confirms the address with the token from the mail. */
export async function registerConfirmedCustomer(
  harness: Harness,
  email: string,
  password = 'correct-horse-battery',
): Promise<{ email: string; password: string }> {
  await harness.client.users.register({ email, password, firstName: 'Ada', lastName: 'Lovelace' });
  const token = await mailToken(harness.api, email, 'confirm-email');
  await harness.client.users.confirmEmail({ token });
  return { email, password };
}

/** The `token` query parameter of the newest mail to `email` with a link to `path`. */
export async function mailToken(api: TestApi, email: string, path: string): Promise<string> {
  const mails = await api.mails(email);
  for (const mail of mails) {
    for (const link of mail.links) {
      const url = new URL(link);
      if (url.pathname.includes(path)) {
        const token = url.searchParams.get('token');
        if (token) return token;
      }
    }
  }
  throw new Error(`no ${path} mail to ${email}`);
}

/** A confirmed customer's credentials. */
export interface Customer {
  email: string;
  password: string;
}

/**
 * The harness of a test file: started (with `options`) before its tests, its API closed after
 * them. The object is filled in before the first test runs.
 *
 * @example const h = harnessSuite();
 */
export function harnessSuite(options: TestApiOptions = {}): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    Object.assign(h, await startHarness(options));
  });
  afterAll(async () => {
    await h.api.close();
  });
  return h;
}

/**
 * A test file about one confirmed customer: the {@link harnessSuite}, the customer `email`
 * registered before the tests, and after each test the tab's tokens, queries and logged messages
 * cleared.
 *
 * @example const { h, customer } = customerSuite('resume@example.com');
 */
export function customerSuite(
  email: string,
  options: TestApiOptions = {},
): { h: Harness; customer: Customer } {
  const h = harnessSuite(options);
  const customer = {} as Customer;
  beforeAll(async () => {
    Object.assign(customer, await registerConfirmedCustomer(h, email));
  });
  afterEach(() => {
    clearTokens(h.store);
    h.queryClient.clear();
    h.logger.messages.length = 0;
  });
  return { h, customer };
}
