/**
 * The real commerce API for integration tests, through `@clubshop/commerce-api/testing`
 * (aliased to the app's source in vitest.config.ts), and a client wired to its fetch handler.
 */
import { type AuthAdapter, type ClientContext, type ClubShopClient, createClient } from '@clubshop/api-sdk';
import { createTestApi, type TestApi, type TestApiOptions } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll } from 'vitest';

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

/** What `useApi` holds once the file's API runs: the API, its default site and a client of it. */
export interface ApiForFile {
  api: TestApi;
  site: Site;
  client: ClubShopClient;
}

/**
 * Starts a seeded API before a test file's tests and closes it after them (the `beforeAll` and
 * `afterAll` every integration file needs). Read `api`, `site` and `client` inside the tests.
 */
export function useApi(options?: TestApiOptions): ApiForFile {
  const env = {} as ApiForFile;
  beforeAll(async () => {
    Object.assign(env, await startApi(options));
    env.client = clientFor(env.api, env.site);
  });
  afterAll(async () => {
    await env.api?.close();
  });
  return env;
}

/**
 * Registers a customer, confirms the e-mail through the link of the confirmation mail, logs in,
 * and answers a client that sends their access token.
 */
export async function registeredCustomer(
  env: ApiForFile,
  person: { email: string; password: string; firstName: string; lastName: string },
): Promise<ClubShopClient> {
  const { email, password } = person;
  await env.client.users.register(person);
  const link = (await env.api.mails(email))[0]?.links.find((each) => new URL(each).searchParams.has('token'));
  await env.client.users.confirmEmail({
    token: new URL(link ?? 'http://x/').searchParams.get('token') ?? '',
  });
  const login = await env.client.users.authenticate({ grant_type: 'password', username: email, password });
  const access = login.result?.access_token;
  return clientFor(env.api, env.site, {
    getAccessToken: () => access,
    refresh: async () => undefined,
    logout: () => {},
  });
}

/** Checks the basket out with `paymentProviderId` and approves the payment at the test provider. */
export async function payBasket(
  env: ApiForFile,
  client: ClubShopClient,
  token: string,
  paymentProviderId: string,
): Promise<Response> {
  const payment = await client.basket.checkout(token, {
    paymentProviderId,
    returnUrl: `${env.site.url}receipt/`,
    cancelUrl: `${env.site.url}checkout/`,
  });
  return env.api.fetch(`${payment.url.replace(/\/$/, '')}/approve`, { method: 'POST', redirect: 'manual' });
}
