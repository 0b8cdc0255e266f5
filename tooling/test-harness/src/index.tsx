/**
 * Test support: a seeded commerce API in process, a real api-sdk client on its fetch handler, and
 * the React providers the hooks need (a real QueryClient, a jotai store, the api client). The
 * fetch between them can be watched (`requests`) and held (`hold`) to look at in-flight states;
 * every answer still comes from the real API.
 */
import { type ClientContext, type ClubShopClient, createClient, type Variant } from '@clubshop/api-sdk';
import { ApiClientProvider, createAuthBridge, type Logger } from '@clubshop/auth';
import { createTestApi, type TestApi, type TestApiOptions } from '@clubshop/commerce-api/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai/react';
import { createStore, type Store } from 'jotai/vanilla';
import type { ReactNode } from 'react';

/** A request the client sent. */
export interface SentRequest {
  method: string;
  path: string;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** A held request: released on demand. */
export interface Hold {
  /** Resolves once a matching request has been held. */
  reached: Promise<void>;
  /** Lets the held request through to the API. */
  release: () => void;
}

/** Everything one test needs around the hooks. */
export interface Harness {
  api: TestApi;
  client: ClubShopClient;
  /** The site headers the client sends; tests may change them (e.g. an unknown StoreId). */
  context: ClientContext;
  store: Store;
  queryClient: QueryClient;
  logger: Logger & { messages: string[] };
  requests: SentRequest[];
  /** Holds the next request matching `method` and `path` (a RegExp on the path) until released. */
  hold: (method: string, path: RegExp) => Hold;
  wrapper: (props: { children?: ReactNode }) => ReactNode;
  /** A fresh QueryClient and jotai store (the same API), as a new page load would have. */
  reload: () => void;
}

/** Starts a seeded API and wires a client over a fresh jotai store and QueryClient. */
export async function startHarness(options: TestApiOptions = {}): Promise<Harness> {
  const api = await createTestApi(options);
  const site = api.sites.find((s) => s.club === 'northbridge' && s.country === 'gb') ?? api.sites[0];
  if (!site) throw new Error('the seed has no sites');
  const context: ClientContext = {
    culture: site.culture,
    storeId: site.storeId,
    currency: site.currency,
    rootCategoryId: site.rootCategoryId,
  };
  const messages: string[] = [];
  const logger = { messages, error: (message: string) => void messages.push(message) };
  const requests: SentRequest[] = [];
  const holds: Array<{ method: string; path: RegExp; gate: Promise<void>; reached: () => void }> = [];

  const fetch = async (input: Request | URL | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, api.origin), init);
    const path = new URL(request.url).pathname;
    const text = request.body ? await request.clone().text() : '';
    requests.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    const index = holds.findIndex((h) => h.method === request.method && h.path.test(path));
    if (index !== -1) {
      const [held] = holds.splice(index, 1);
      held?.reached();
      await held?.gate;
    }
    return api.fetch(request);
  };

  const harness = { api, context, logger, requests } as Harness;
  harness.reload = () => {
    const store = createStore();
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    const auth = createAuthBridge({
      authenticate: (grant) => client.users.authenticate(grant),
      store,
      logger,
    });
    const client = createClient({ hosts: api.origin, fetch, context: () => context, auth });
    Object.assign(harness, {
      client,
      store,
      queryClient,
      wrapper: ({ children }: { children?: ReactNode }) => (
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>
            <ApiClientProvider client={client} logger={logger}>
              {children}
            </ApiClientProvider>
          </JotaiProvider>
        </QueryClientProvider>
      ),
    });
  };
  harness.hold = (method, path) => {
    let release!: () => void;
    let reached!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reachedPromise = new Promise<void>((resolve) => {
      reached = resolve;
    });
    holds.push({ method, path, gate, reached });
    return { reached: reachedPromise, release };
  };
  harness.reload();
  return harness;
}

/** Variants (sizes) of the catalogue in a stock state, read through the public catalogue API. */
export async function findVariants(
  client: ClubShopClient,
  availability: 'InStock' | 'OutOfStock',
  count: number,
): Promise<Variant[]> {
  const found: Variant[] = [];
  for (let page = 1; page <= 10 && found.length < count; page++) {
    const { products } = await client.catalog.search({ Page: page, PageSize: 24 });
    for (const summary of products) {
      const product = await client.catalog.product(summary.id);
      for (const variant of product.variants) {
        const enough = availability === 'OutOfStock' || (variant.stock.quantity ?? 0) >= 10;
        if (variant.stock.availability === availability && enough && found.length < count)
          found.push(variant);
      }
      if (found.length >= count) break;
    }
  }
  if (found.length < count) throw new Error(`the catalogue has fewer than ${count} ${availability} variants`);
  return found;
}
