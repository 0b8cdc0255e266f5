/**
 * The /user/* guard of the storefront on the in-process API: every /user/* route, not only the
 * profile, sends a visitor without a session to /login/; a shopper whose access-token cookie
 * expired but who still holds the refresh-token cookie stays on the page (the session resumes).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { northbridgeHeaders } from './support/northbridge-site.ts';
import { clearCookies, renderShop } from './support/render-shop.tsx';
import { loginTokens } from './support/shopper-accounts.ts';

const api = inProcessApi();
afterEach(() => {
  cleanup();
  clearCookies();
});

const siteHeaders = { 'Content-Type': 'application/json', ...northbridgeHeaders };

async function post(path: string, body: unknown): Promise<Response> {
  return api.fetch(`${api.origin}${path}`, {
    method: 'POST',
    headers: siteHeaders,
    body: JSON.stringify(body),
  });
}

test.each([
  '/user/',
  '/user/profile/',
  '/user/account-details/',
  '/user/order-history/',
  '/user/order-history/some-order/',
  '/user/not-a-page/',
])('%s sends a visitor without a session to /login/', async (path) => {
  await renderShop(api, path);
  await waitFor(() => expect(window.location.pathname).toBe('/login/'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
});

test('with only the refresh-token cookie left, a /user/ page resumes the session and stays', {
  timeout: 60_000,
}, async () => {
  const email = 'fan.resume@example.com';
  const password = 'Sup3r-secret-pass';
  expect(
    (await post('/api/users/register', { email, password, firstName: 'Robin', lastName: 'Fan' })).ok,
  ).toBe(true);
  const login = await loginTokens(api, email, password, siteHeaders);
  // The access-token cookie has expired: the browser holds the refresh-token cookie alone.
  // biome-ignore lint/suspicious/noDocumentCookie: sets up the cookie jar a returning shopper has
  document.cookie = `clubshop_refresh_token=${encodeURIComponent(login.refresh_token)}; path=/`;

  await renderShop(api, '/user/account-details/', { keepCookies: true });

  expect(await screen.findByRole('heading', { name: 'Account Details', level: 2 })).toBeTruthy();
  // Scoped to the form: the footer's newsletter form has a First name field too.
  const details = await screen.findByRole('form', { name: 'Account Details' });
  expect((within(details).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe(
    'Robin',
  );
  expect(window.location.pathname).toBe('/user/account-details/');
  expect(document.cookie).toContain('clubshop_access_token=');
  expect(await screen.findByRole('link', { name: 'My account' })).toBeTruthy();
});
