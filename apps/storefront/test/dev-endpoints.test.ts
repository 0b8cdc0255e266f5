// @vitest-environment node
/**
 * The API's development endpoints (`/api/dev/*`: every mail it "sent", password reset links
 * included) are never answered on the shop's own origin: the storefront server forwards `/api/*`
 * to the API, and with `pnpm start` (the API in development mode) `GET /api/dev/mails?to=<anyone>`
 * handed anyone the reset link of any account (issue 44). The storefront answers 404 itself, in
 * its production and its development server alike, and the API never hears of it.
 */

import { describe, expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi(180_000, { config: { trustProxy: 1 } });
const shop = 'http://northbridge-gb.localhost:5173';

/** The storefront server in front of the in-process API, recording the paths that reach the API. */
function storefront(development: boolean) {
  const reachedApi: string[] = [];
  const server = storefrontOverApi(api, {
    development,
    apiFetch: async (input, init) => {
      const request = new Request(input, init);
      reachedApi.push(new URL(request.url).pathname);
      return api.fetch(request);
    },
    trustedProxies: 0,
  });
  return { server, reachedApi };
}

/** A shopper who asked for a password reset: the mail with the link is in the API's mails table. */
async function shopperWithResetMail(): Promise<string> {
  const email = `reset-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const storeId = api.sites[0]?.storeId as string;
  const headers = { 'Content-Type': 'application/json', StoreId: storeId };
  const registered = await api.fetch('/api/users/register', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'Secret-Passw0rd!', firstName: 'Ada', lastName: 'Shopper' }),
  });
  expect(registered.status).toBeLessThan(300);
  await api.fetch('/api/users/forgot-password', { method: 'POST', headers, body: JSON.stringify({ email }) });
  const mails = await api.mails(email);
  expect(mails.some((mail) => mail.links.some((link) => link.includes('reset')))).toBe(true);
  return email;
}

describe.each([
  ['production', false],
  ['development', true],
])('the storefront server (%s)', (_mode, development) => {
  test('answers 404 to GET /api/dev/mails and never forwards it: no reset link on the shop origin', async () => {
    const email = await shopperWithResetMail();
    const { server, reachedApi } = storefront(development);
    const response = await server.fetch(new Request(`${shop}/api/dev/mails?to=${encodeURIComponent(email)}`));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body).not.toContain('reset');
    expect(body).not.toContain(email);
    expect(reachedApi).toEqual([]);
  });

  test.each([
    '/api/dev/sites',
    '/api/dev',
    '/api/%64ev/mails?to=a%40example.com',
    '/api/DEV/mails?to=a%40example.com',
    '/api//dev/mails?to=a%40example.com',
  ])('answers 404 to %s without asking the API', async (path) => {
    const { server, reachedApi } = storefront(development);
    const response = await server.fetch(new Request(`${shop}${path}`));
    expect(response.status).toBe(404);
    expect(reachedApi.filter((reached) => reached.toLowerCase().includes('dev'))).toEqual([]);
  });

  test('still forwards the rest of the API', async () => {
    const { server, reachedApi } = storefront(development);
    const response = await server.fetch(
      new Request(`${shop}/api/settings?url=${encodeURIComponent(`${shop}/`)}`),
    );
    expect(response.status).toBe(200);
    expect(reachedApi).toContain('/api/settings');
  });
});
