// @vitest-environment node
/**
 * The session held by the storefront server (server/session-proxy.ts), in process in front of the
 * real commerce API: a login through the shop's `/api` leaves the tokens in HttpOnly cookies and
 * gives the page none; the server adds `Authorization`; a 401 is refreshed once for any number of
 * concurrent calls; a logout clears the cookies and revokes the session; a cross-site write is 403.
 */
import { SERVER_HELD_TOKEN } from '@clubshop/auth';
import { describe, expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { confirmedShopper } from './support/shopper-accounts.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();
const shop = 'http://northbridge-gb.localhost:5173';
const site = { StoreId: 'northbridge-gb', culture: 'en' };
const sameOrigin = { Origin: shop, 'Sec-Fetch-Site': 'same-origin' };

/** What the storefront sent to the API. */
interface Sent {
  path: string;
  authorization: string | null;
  body: string;
}

/** A storefront server that records every call it forwards to the API. */
function storefront() {
  const sent: Sent[] = [];
  const server = storefrontOverApi(api, {
    apiFetch: async (input, init) => {
      const request = new Request(input, init);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      sent.push({
        path: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
        body,
      });
      return api.fetch(request);
    },
  });
  const call = (path: string, init: RequestInit = {}) => server.fetch(new Request(`${shop}${path}`, init));
  const refreshes = () =>
    sent.filter((s) => s.path === '/api/users/authenticate' && s.body.includes('refresh_token'));
  return { call, sent, refreshes };
}

/** The `name=value` pairs of a response's cookies, as the browser sends them back. */
function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function registeredCustomer(email: string, password = 'correct-horse-battery') {
  const json = { 'Content-Type': 'application/json', ...site };
  await confirmedShopper(api, email, password, json);
  return { email, password };
}

/** Logs in through the storefront as the browser's app does; the answer and the cookies. */
async function logIn(
  shopServer: ReturnType<typeof storefront>,
  customer: { email: string; password: string },
) {
  const response = await shopServer.call('/api/users/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...site, ...sameOrigin },
    body: JSON.stringify({ grant_type: 'password', username: customer.email, password: customer.password }),
  });
  return { response, text: await response.text(), cookies: cookieHeader(response) };
}

describe('the session held by the storefront server', () => {
  test('a login sets the tokens as HttpOnly cookies and hands the page no token', async () => {
    const shopServer = storefront();
    const customer = await registeredCustomer('bff-login@example.com');
    const { response, text } = await logIn(shopServer, customer);
    expect(response.status).toBe(200);
    const answer = JSON.parse(text) as { isSuccess: boolean; result: Record<string, unknown> };
    expect(answer.isSuccess).toBe(true);
    expect(answer.result.access_token).toBe(SERVER_HELD_TOKEN);
    expect(answer.result.refresh_token).toBe(SERVER_HELD_TOKEN);
    expect(answer.result.expires_in).toBeGreaterThan(0);
    const [access, refresh, marker] = response.headers.getSetCookie();
    expect(access).toMatch(
      /^clubshop_access_token=[^;]{20,}; Expires=[^;]+; Path=\/; SameSite=Lax; HttpOnly$/,
    );
    expect(refresh).toMatch(
      /^clubshop_refresh_token=[^;]{20,}; Expires=[^;]+; Path=\/; SameSite=Lax; HttpOnly$/,
    );
    // The marker tells the page it is logged in; it holds no secret and a script may read it.
    expect(marker).toMatch(/^clubshop_session=1; Expires=[^;]+; Path=\/; SameSite=Lax$/);
    // No token anywhere in what the page can read.
    for (const token of [access, refresh].map((cookie) => cookie?.split(';')[0]?.split('=')[1] ?? '')) {
      expect(text).not.toContain(token);
    }
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('behind an https proxy the cookies are Secure too', async () => {
    const shopServer = storefront();
    const customer = await registeredCustomer('bff-secure@example.com');
    const response = await shopServer.call('/api/users/authenticate', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...site,
        'X-Forwarded-Proto': 'https',
        Origin: 'https://northbridge-gb.localhost:5173',
      },
      body: JSON.stringify({ grant_type: 'password', username: customer.email, password: customer.password }),
    });
    expect(response.headers.getSetCookie()).toHaveLength(3);
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/; Secure(; HttpOnly)?$/);
  });

  test('a refused login sets no cookie and answers as the API does', async () => {
    const shopServer = storefront();
    const { response, text } = await logIn(shopServer, {
      email: 'nobody@example.com',
      password: 'wrong-password-1',
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ isSuccess: false, result: null });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test('the server adds Authorization from the cookie to the calls it forwards', async () => {
    const shopServer = storefront();
    const customer = await registeredCustomer('bff-bearer@example.com');
    const { cookies } = await logIn(shopServer, customer);
    const accessToken = /clubshop_access_token=([^;]+)/.exec(cookies)?.[1];
    const profile = await shopServer.call('/api/users/me/profile', {
      // What the page's api client sends in the server-held mode: the placeholder.
      headers: { ...site, cookie: cookies, Authorization: `Bearer ${SERVER_HELD_TOKEN}` },
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { email: string }).email).toBe(customer.email);
    expect(shopServer.sent.at(-1)?.authorization).toBe(`Bearer ${accessToken}`);
    // A page rendered for the session shows it, and puts neither token in the HTML or boot state.
    const page = await shopServer.call('/user/profile/', { headers: { cookie: cookies } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(customer.email);
    const refreshToken = /clubshop_refresh_token=([^;]+)/.exec(cookies)?.[1];
    for (const token of [accessToken, refreshToken]) expect(html).not.toContain(token);
    // The cookies of the session are its own: nothing to write again.
    expect(page.headers.getSetCookie()).toEqual([]);
    // A session written before the server held it (readable cookies, no marker) is written again
    // HttpOnly, with the marker, by the first page the shopper loads.
    const legacy = await shopServer.call('/user/profile/', {
      headers: { cookie: `clubshop_access_token=${accessToken}; clubshop_refresh_token=${refreshToken}` },
    });
    expect(legacy.status).toBe(200);
    const rewritten = legacy.headers.getSetCookie();
    expect(rewritten[0]).toMatch(new RegExp(`^clubshop_access_token=${accessToken}; .+; HttpOnly$`));
    expect(rewritten[1]).toMatch(new RegExp(`^clubshop_refresh_token=${refreshToken}; .+; HttpOnly$`));
    expect(rewritten[2]).toMatch(/^clubshop_session=1; /);
    // Without cookies, the placeholder is no token: the API says 401.
    const anonymous = await shopServer.call('/api/users/me/profile', {
      headers: { ...site, Authorization: `Bearer ${SERVER_HELD_TOKEN}` },
    });
    expect(anonymous.status).toBe(401);
    expect(shopServer.sent.at(-1)?.authorization).toBeNull();
  });

  test('a 401 leads to exactly one refresh for concurrent calls, each retried with the new token', async () => {
    const shopServer = storefront();
    const customer = await registeredCustomer('bff-refresh@example.com');
    const { cookies } = await logIn(shopServer, customer);
    const refreshCookie = cookies.split('; ').find((cookie) => cookie.startsWith('clubshop_refresh_token='));
    const stale = `clubshop_access_token=gone.bad.token; ${refreshCookie}; clubshop_session=1`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        shopServer.call(index % 2 ? '/api/users/me/orders' : '/api/users/me/profile', {
          headers: { ...site, cookie: stale },
        }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(shopServer.refreshes()).toHaveLength(1);
    // Every answer carries the same new pair, HttpOnly.
    const pairs = answers.map((answer) => cookieHeader(answer));
    expect(new Set(pairs).size).toBe(1);
    expect(pairs[0]).not.toContain(refreshCookie);
    for (const cookie of answers[0]?.headers.getSetCookie() ?? []) {
      if (!cookie.startsWith('clubshop_session=')) expect(cookie).toContain('HttpOnly');
    }
    // A write that meets a 401 is sent again after the refresh, with its body.
    const renewedRefresh = pairs[0]
      ?.split('; ')
      .find((cookie) => cookie.startsWith('clubshop_refresh_token='));
    const update = await shopServer.call('/api/users/me/profile', {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        ...site,
        ...sameOrigin,
        cookie: `clubshop_access_token=gone.bad.token; ${renewedRefresh}`,
      },
      body: JSON.stringify({ firstName: 'Grace', lastName: 'Hopper' }),
    });
    expect(shopServer.refreshes()).toHaveLength(2);
    expect(update.status).toBe(200);
    expect(((await update.json()) as { firstName: string }).firstName).toBe('Grace');
  });

  test('an access cookie that expired in the browser is renewed from the refresh cookie before the call', async () => {
    const shopServer = storefront();
    const customer = await registeredCustomer('bff-expired@example.com');
    const { cookies } = await logIn(shopServer, customer);
    const refreshOnly = cookies.split('; ').find((cookie) => cookie.startsWith('clubshop_refresh_token='));
    const profile = await shopServer.call('/api/users/me/profile', {
      headers: { ...site, cookie: `${refreshOnly}` },
    });
    expect(profile.status).toBe(200);
    expect(shopServer.refreshes()).toHaveLength(1);
    expect(cookieHeader(profile)).toMatch(
      /clubshop_access_token=.+clubshop_refresh_token=.+clubshop_session=1/,
    );
  });

  test("the page's own refresh sends the placeholder; the server swaps in the refresh cookie", async () => {
    const shopServer = storefront();
    const customer = await registeredCustomer('bff-page-refresh@example.com');
    const { cookies } = await logIn(shopServer, customer);
    const refresh = (cookie: string) =>
      shopServer.call('/api/users/authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...site, ...sameOrigin, cookie },
        body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: SERVER_HELD_TOKEN }),
      });
    const renewed = await refresh(cookies);
    expect(await renewed.json()).toMatchObject({
      isSuccess: true,
      result: { access_token: SERVER_HELD_TOKEN, refresh_token: SERVER_HELD_TOKEN },
    });
    expect(cookieHeader(renewed)).toMatch(/clubshop_refresh_token=.+/);
    // Without a refresh cookie there is nothing to refresh: refused, and the session cleared.
    const none = await refresh('clubshop_session=1');
    expect(await none.json()).toMatchObject({ isSuccess: false, result: null });
    expect(cookieHeader(none)).toBe('clubshop_access_token=; clubshop_refresh_token=; clubshop_session=');
  });

  test('a logout clears the cookies and revokes the session on the API', async () => {
    const shopServer = storefront();
    const customer = await registeredCustomer('bff-logout@example.com');
    const { cookies } = await logIn(shopServer, customer);
    const refreshToken = /clubshop_refresh_token=([^;]+)/.exec(cookies)?.[1] ?? '';
    const accessToken = /clubshop_access_token=([^;]+)/.exec(cookies)?.[1] ?? '';
    const logout = await shopServer.call('/api/users/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...site, ...sameOrigin, cookie: cookies },
      body: JSON.stringify({ refresh_token: SERVER_HELD_TOKEN }),
    });
    expect(logout.status).toBe(200);
    for (const cookie of logout.headers.getSetCookie()) {
      expect(cookie).toMatch(/^clubshop_(access_token|refresh_token|session)=; Expires=Thu, 01 Jan 1970/);
    }
    expect(logout.headers.getSetCookie()).toHaveLength(3);
    // The API got the real refresh token, and the session is over there: neither token works.
    expect(shopServer.sent.at(-1)?.body).toContain(refreshToken);
    const json = { 'Content-Type': 'application/json', ...site };
    const reuse = await api.fetch('/api/users/authenticate', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(await reuse.json()).toMatchObject({ isSuccess: false });
    const profile = await api.fetch('/api/users/me/profile', {
      headers: { ...site, Authorization: `Bearer ${accessToken}` },
    });
    expect(profile.status).toBe(401);
  });

  test('a cross-site write through the shop is refused with 403 JSON before it reaches the API', async () => {
    const shopServer = storefront();
    const customer = await registeredCustomer('bff-csrf@example.com');
    const { cookies } = await logIn(shopServer, customer);
    const before = shopServer.sent.length;
    const forged = await shopServer.call('/api/users/me/profile', {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        ...site,
        cookie: cookies,
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: JSON.stringify({ firstName: 'Mallory', lastName: 'Evil' }),
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ success: false, errors: [{ message: expect.any(String) }] });
    expect(shopServer.sent.length).toBe(before);
    const logout = await shopServer.call('/api/users/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: cookies, Origin: 'https://evil.example' },
      body: '{}',
    });
    expect(logout.status).toBe(403);
    // A read from anywhere is still answered.
    const read = await shopServer.call('/api/users/me/profile', {
      headers: { ...site, cookie: cookies, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });
});
