/**
 * The back-office server (server/app.ts) in process in front of the real commerce API: sign-in is
 * a form POST that leaves the tokens in HttpOnly SameSite=Strict cookies and none in the page; a
 * wrong password re-renders the form (401) without the password; cross-site writes and forms
 * without the token are refused; `/admin/api/*` gets the bearer from the cookie, refreshes once on
 * a 401 for concurrent calls, and never forwards the token endpoint; sign-out revokes.
 */
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStaff } from '../../commerce-api/src/staff/staff-service.ts';
import { createBackofficeServer } from '../server/app.ts';
import { CSRF_HEADER } from '../server/csrf.ts';

const origin = 'http://localhost:5174';
const password = 'owner password 1';
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email: 'owner@club.example',
    password,
    role: 'owner',
    sites: 'all',
  });
}, 180_000);
afterAll(() => api?.close());

function server(sent: string[] = []) {
  const app = createBackofficeServer({
    apiUrl: api.origin,
    apiFetch: (request) => {
      sent.push(
        `${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization') ?? ''}`,
      );
      return api.fetch(request);
    },
    indexHtml: async () => '<!doctype html><html lang="en"><body><div id="root"></div></body></html>',
  });
  return async (path: string, init: RequestInit = {}): Promise<Response> =>
    app.fetch(new Request(`${origin}${path}`, init));
}

/** A cookie jar of `name=value` pairs, updated from answers. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) {
          if (/max-age=0/i.test(line)) cookies.delete(name);
          else cookies.set(name, value.join('='));
        }
      }
      return response;
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    get: (name: string) => cookies.get(name),
    set: (name: string, value: string) => cookies.set(name, value),
  };
}

async function signIn(call: ReturnType<typeof server>, cookies: ReturnType<typeof jar>, secret = password) {
  const form = await call('/sign-in').then((r) => cookies.take(r));
  const html = await form.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return cookies.take(
    await call('/sign-in', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        'sec-fetch-site': 'same-origin',
        cookie: cookies.header(),
      },
      body: new URLSearchParams({ csrf, email: 'owner@club.example', password: secret, lang: 'de' }),
    }),
  );
}

describe('sign-in form', () => {
  test('signs in with a form POST: HttpOnly, SameSite=Strict cookies, a 303, no token in the page', async () => {
    const call = server();
    const cookies = jar();
    const answer = await signIn(call, cookies);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    const set = answer.headers.getSetCookie().join('\n');
    expect(set).toMatch(/clubshop_bo_access=[^;]+;.*HttpOnly/);
    expect(set).toMatch(/clubshop_bo_refresh=[^;]+;.*HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    // Plain http on localhost: Secure would make the browser drop the cookie.
    expect(set).not.toMatch(/Secure/);
    expect(await answer.text()).not.toMatch(/eyJ/);
    const page = await call('/orders', { headers: { cookie: cookies.header() } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    // No 'unsafe-inline' anywhere, the mail preview's frame included (decision 0102).
    expect(page.headers.get('content-security-policy')).not.toMatch(/unsafe-inline/);
    expect(await page.text()).toContain('<html lang="de">');
  });

  test('a wrong password answers the form again with 401, the e-mail kept and the password not', async () => {
    const call = server();
    const answer = await signIn(call, jar(), 'wrong password 1');
    expect(answer.status).toBe(401);
    const html = await answer.text();
    expect(html).toContain('E-Mail oder Passwort ist falsch.');
    expect(html).toContain('value="owner@club.example"');
    expect(html).not.toContain('wrong password 1');
    expect(answer.headers.getSetCookie().join()).not.toMatch(/clubshop_bo_access/);
  });

  test('a sign-in without the form token, or from another origin, is refused (403)', async () => {
    const call = server();
    const cookies = jar();
    await call('/sign-in').then((r) => cookies.take(r));
    const noToken = await call('/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: cookies.header() },
      body: new URLSearchParams({ email: 'owner@club.example', password }),
    });
    expect(noToken.status).toBe(403);
    const csrf = cookies.get('clubshop_bo_csrf') ?? '';
    const crossSite = await call('/sign-in', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        cookie: cookies.header(),
      },
      body: new URLSearchParams({ csrf, email: 'owner@club.example', password }),
    });
    expect(crossSite.status).toBe(403);
  });

  test('a screen without a session goes to the sign-in page, keeping where it was going', async () => {
    const answer = await server()('/orders');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/sign-in?next=%2Forders');
  });
});

describe('the admin API forwarder', () => {
  test('adds the bearer of the cookie; writes need the Origin and the CSRF header', async () => {
    const sent: string[] = [];
    const call = server(sent);
    const cookies = jar();
    await signIn(call, cookies);
    const me = await call('/admin/api/me', { headers: { cookie: cookies.header() } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('owner@club.example');
    expect(sent.at(-1)).toMatch(/^GET \/admin\/api\/me Bearer ey/);
    const body = JSON.stringify({
      email: 'editor@club.example',
      password: 'editor password 1',
      role: 'editor',
    });
    const withoutHeader = await call('/admin/api/staff', {
      method: 'POST',
      headers: { cookie: cookies.header(), origin, 'content-type': 'application/json' },
      body,
    });
    expect(withoutHeader.status).toBe(403);
    const crossSite = await call('/admin/api/staff', {
      method: 'POST',
      headers: {
        cookie: cookies.header(),
        origin: 'https://evil.example',
        [CSRF_HEADER]: '1',
        'content-type': 'application/json',
      },
      body,
    });
    expect(crossSite.status).toBe(403);
    const created = await call('/admin/api/staff', {
      method: 'POST',
      headers: { cookie: cookies.header(), origin, [CSRF_HEADER]: '1', 'content-type': 'application/json' },
      body,
    });
    expect(created.status).toBe(201);
  });

  test('forwards an answer without a body (a 204 delete) as it is', async () => {
    const call = server();
    const cookies = jar();
    await signIn(call, cookies);
    const write = {
      cookie: cookies.header(),
      origin,
      [CSRF_HEADER]: '1',
      'content-type': 'application/json',
    };
    const created = await call('/admin/api/sites/northbridge-gb/categories', {
      method: 'POST',
      headers: write,
      body: JSON.stringify({ name: 'Forwarded delete' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const deleted = await call(`/admin/api/sites/northbridge-gb/categories/${id}`, {
      method: 'DELETE',
      headers: write,
    });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
  });

  test('never forwards the token endpoint (a page cannot get tokens)', async () => {
    const answer = await server()('/admin/api/auth/token', {
      method: 'POST',
      headers: { origin, [CSRF_HEADER]: '1', 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: 'owner@club.example', password }),
    });
    expect(answer.status).toBe(404);
  });

  test('six concurrent calls with a bad access token make one refresh, and all answer 200', async () => {
    const sent: string[] = [];
    const call = server(sent);
    const cookies = jar();
    await signIn(call, cookies);
    cookies.set('clubshop_bo_access', 'not-a-token');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('/admin/api/me', { headers: { cookie: cookies.header() } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(sent.filter((line) => line.startsWith('POST /admin/api/auth/token')).length).toBe(2); // sign-in + 1 refresh
    expect(answers[0]?.headers.getSetCookie().join()).toMatch(/clubshop_bo_refresh=/);
  });

  test('sign-out revokes the session at the API and clears the cookies', async () => {
    const call = server();
    const cookies = jar();
    await signIn(call, cookies);
    const refreshToken = cookies.get('clubshop_bo_refresh') ?? '';
    const out = cookies.take(
      await call('/sign-out', {
        method: 'POST',
        headers: { cookie: cookies.header(), origin, [CSRF_HEADER]: '1' },
      }),
    );
    expect(out.status).toBe(303);
    expect(cookies.get('clubshop_bo_access')).toBeUndefined();
    const refresh = await api.fetch('/admin/api/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(refresh.status).toBe(401);
  });
});

describe('pictures', () => {
  test('uploads are served from the back office’s own origin, resized, read-only', async () => {
    const login = await api.fetch('/admin/api/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: 'owner@club.example', password }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const form = new FormData();
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      ),
      (char) => char.charCodeAt(0),
    );
    form.append('file', new Blob([png], { type: 'image/png' }), 'dot.png');
    const upload = await api.fetch('/admin/api/sites/northbridge-gb/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { src } = (await upload.json()) as { src: string };
    const fetchPage = server();
    const served = await fetchPage(`${src}?width=120&height=150&mode=pad&format=png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // The API's own 404 for a picture it does not have comes back as it is.
    expect((await fetchPage('/images/uploads/no-such-picture.png')).status).toBe(404);
    // Nothing but reading: a write is no picture route.
    expect((await fetchPage(src, { method: 'POST' })).status).not.toBe(200);
  });
});
