/**
 * The back office's sign-in for a member with two-step sign-in (decision 0074), without any
 * JavaScript: the password form answers a second form for the code, the token between the steps
 * in an HttpOnly cookie (never in the page); a wrong code answers that form again (401), the
 * right code or a recovery code signs in (303, the session cookies); no token between the steps,
 * no sign-in; a form without its CSRF token is refused. In process against the real API.
 */
import { createTestApi, createTestClock, type TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStaff } from '../../commerce-api/src/staff/staff-service.ts';
import { totpCode, totpStepOf } from '../../commerce-api/src/staff/totp.ts';
import { createBackofficeServer } from '../server/app.ts';

const origin = 'http://localhost:5174';
const email = 'two-step@club.example';
const password = 'owner password 2fa';
const clock = createTestClock(new Date('2026-12-07T10:00:05.000Z'));
let api: TestApi;
let secret = '';
let recoveryCodes: string[] = [];

/** Sets up two-step sign-in through the API as the owner would: a real TOTP code. */
beforeAll(async () => {
  api = await createTestApi({ clock, config: { ownerTwoFactorRequired: true } });
  await createStaff(api.deps.db, { name: 'cli' }, clock.now(), {
    email,
    password,
    role: 'owner',
    sites: 'all',
  });
  const json = (method: string, body: unknown, token?: string): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const signedIn = await api.fetch(
    '/admin/api/auth/token',
    json('POST', { grant_type: 'password', username: email, password }),
  );
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const setup = await api.fetch('/admin/api/me/two-factor', json('POST', {}, access_token));
  secret = ((await setup.json()) as { secret: string }).secret;
  const confirmed = await api.fetch(
    '/admin/api/me/two-factor/confirm',
    json('POST', { code: totpCode(secret, totpStepOf(clock.now())) }, access_token),
  );
  recoveryCodes = ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes;
  expect(recoveryCodes).toHaveLength(10);
}, 180_000);
afterAll(() => api?.close());

function server() {
  const app = createBackofficeServer({
    apiUrl: api.origin,
    apiFetch: (request) => api.fetch(request),
    indexHtml: async () => '<!doctype html><html lang="en"><body><div id="root"></div></body></html>',
  });
  return (path: string, init: RequestInit = {}) => app.fetch(new Request(`${origin}${path}`, init));
}

/** A cookie jar of `name=value` pairs, updated from answers. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (!name) continue;
        if (/max-age=0/i.test(line) || value.join('=') === '') cookies.delete(name);
        else cookies.set(name, value.join('='));
      }
      return response;
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    has: (name: string) => cookies.has(name),
  };
}

const formPost = (cookies: ReturnType<typeof jar>, fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    origin,
    'sec-fetch-site': 'same-origin',
    cookie: cookies.header(),
  },
  body: new URLSearchParams(fields),
});

const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** The password step: the answer with the code's form. */
async function passwordStep(call: ReturnType<typeof server>, cookies: ReturnType<typeof jar>) {
  const form = cookies.take(await call('/sign-in'));
  const csrf = csrfOf(await form.text());
  const answer = cookies.take(
    await call('/sign-in', formPost(cookies, { csrf, email, password, lang: 'da', next: '/orders' })),
  );
  return { answer, html: await answer.text() };
}

async function codeStep(
  call: ReturnType<typeof server>,
  cookies: ReturnType<typeof jar>,
  html: string,
  code: string,
) {
  const answer = cookies.take(
    await call('/sign-in/code', formPost(cookies, { csrf: csrfOf(html), code, lang: 'da', next: '/orders' })),
  );
  return { answer, html: answer.status === 303 ? '' : await answer.text() };
}

describe('two-step sign-in without JavaScript', () => {
  test('the password answers the code form; the token between the steps is an HttpOnly cookie, not in the page', async () => {
    const call = server();
    const cookies = jar();
    const { answer, html } = await passwordStep(call, cookies);
    expect(answer.status).toBe(200);
    expect(html).toContain('<form method="post" action="/sign-in/code"');
    expect(html).toContain('autocomplete="one-time-code"');
    expect(html).toContain('Totrinslogin');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/eyJ/);
    expect(html).not.toContain(password);
    const set = answer.headers.getSetCookie().join('\n');
    expect(set).toMatch(/clubshop_bo_mfa=[^;]+;.*HttpOnly/);
    expect(set).toMatch(/clubshop_bo_mfa=[^;]+;.*SameSite=Strict/);
    expect(set).not.toMatch(/clubshop_bo_access=/);
    // No session yet: a screen still sends to the sign-in.
    expect((await call('/orders', { headers: { cookie: cookies.header() } })).status).toBe(303);
  });

  test('a wrong code answers the code form again (401); the right code signs in (303 to next)', async () => {
    clock.advance(60_000);
    const call = server();
    const cookies = jar();
    const { html } = await passwordStep(call, cookies);
    const current = totpCode(secret, totpStepOf(clock.now()));
    const wrong = await codeStep(call, cookies, html, current === '123456' ? '654321' : '123456');
    expect(wrong.answer.status).toBe(401);
    expect(wrong.html).toContain('Koden er forkert eller allerede brugt.');
    expect(wrong.html).toContain('action="/sign-in/code"');
    const right = await codeStep(call, cookies, wrong.html, current);
    expect(right.answer.status).toBe(303);
    expect(right.answer.headers.get('location')).toBe('/orders');
    const set = right.answer.headers.getSetCookie().join('\n');
    expect(set).toMatch(/clubshop_bo_access=[^;]+;.*HttpOnly/);
    expect(cookies.has('clubshop_bo_mfa')).toBe(false);
    const sites = await call('/admin/api/sites', { headers: { cookie: cookies.header() } });
    expect(sites.status).toBe(200);

    // The same code again (another browser, same step) is refused.
    const other = jar();
    const again = await passwordStep(call, other);
    expect((await codeStep(call, other, again.html, current)).answer.status).toBe(401);
  });

  test('a recovery code signs in once', async () => {
    const call = server();
    const first = jar();
    const step = await passwordStep(call, first);
    expect((await codeStep(call, first, step.html, ` ${recoveryCodes[0]} `)).answer.status).toBe(303);
    const second = jar();
    const again = await passwordStep(call, second);
    expect((await codeStep(call, second, again.html, recoveryCodes[0] as string)).answer.status).toBe(401);
  });

  test('without the token between the steps, or past its five minutes, back to the password (401)', async () => {
    const call = server();
    const cookies = jar();
    const form = cookies.take(await call('/sign-in'));
    const csrf = csrfOf(await form.text());
    const none = await call('/sign-in/code', formPost(cookies, { csrf, code: '123456', lang: 'en' }));
    expect(none.status).toBe(401);
    const html = await none.text();
    expect(html).toContain('action="/sign-in"');
    expect(html).toContain('The sign-in took too long.');
    expect((await call('/sign-in/code', { headers: { cookie: cookies.header() } })).status).toBe(303);

    const late = jar();
    const step = await passwordStep(call, late);
    clock.advance(301_000);
    const expired = await codeStep(call, late, step.html, totpCode(secret, totpStepOf(clock.now())));
    expect(expired.answer.status).toBe(401);
    expect(expired.html).toContain('action="/sign-in"');
  });

  test('refuses the code form without its CSRF token or from another site (403), and an empty code (400)', async () => {
    const call = server();
    const cookies = jar();
    const { html } = await passwordStep(call, cookies);
    const forged = await call('/sign-in/code', formPost(cookies, { csrf: 'forged', code: '123456' }));
    expect(forged.status).toBe(403);
    const crossSite = await call('/sign-in/code', {
      ...formPost(cookies, { csrf: csrfOf(html), code: '123456' }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        cookie: cookies.header(),
      },
    });
    expect(crossSite.status).toBe(403);
    expect((await codeStep(call, cookies, html, '  ')).answer.status).toBe(400);
  });
});
