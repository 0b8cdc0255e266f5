/**
 * Issue 16, item 9: a logged-in customer's checkout starts from the profile (and the server gets
 * the address, so paying needs no edit), against the real API in process.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { northbridgeHeaders } from './support/northbridge-site.ts';
import { logInOnPage, renderShop } from './support/render-shop.tsx';
import { loginTokens } from './support/shopper-accounts.ts';

const api = inProcessApi();

const siteHeaders = { 'Content-Type': 'application/json', ...northbridgeHeaders };
const BASKET_TOKEN_COOKIE = 'clubshop_basket_token';

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return api.fetch(`${api.origin}${path}`, {
    method: 'POST',
    headers: { ...siteHeaders, ...headers },
    body: JSON.stringify(body),
  });
}

test('a logged-in customer finds the checkout filled in from the profile', { timeout: 120_000 }, async () => {
  const email = 'prefill@example.com';
  const password = 'Sup3r-secret-pass';
  expect(
    (await post('/api/users/register', { email, password, firstName: 'Robin', lastName: 'Fan' })).ok,
  ).toBe(true);
  const tokens = await loginTokens(api, email, password, siteHeaders);
  const profile = await api.fetch(`${api.origin}/api/users/me/profile`, {
    method: 'PATCH',
    headers: { ...siteHeaders, Authorization: `Bearer ${tokens.access_token}` },
    body: JSON.stringify({
      phone: '+44 20 7946 0000',
      street: '7 Quay Street',
      city: 'Leeds',
      zipCode: 'LS1 4AP',
      country: 'GB',
    }),
  });
  expect(profile.ok).toBe(true);

  const user = userEvent.setup();
  await renderShop(api, '/login/');
  await logInOnPage(user, email, password);
  await waitFor(() => expect(window.location.pathname).toBe('/user/profile/'));
  cleanup();

  const created = await post('/api/baskets', undefined);
  const token = ((await created.json()) as { summary: { token: string } }).summary.token;
  for (const size of ['m', 'l', 's', 'xl']) {
    if ((await post(`/api/baskets/${token}`, { productId: `nb-p1001-navy-${size}`, quantity: 1 })).ok) break;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the shopper's basket cookie, as the basket package sets it
  document.cookie = `${BASKET_TOKEN_COOKIE}=${token}; path=/`;

  await renderShop(api, '/checkout/', { keepCookies: true });
  const billing = await screen.findByRole('group', { name: 'Billing address' });
  const value = (name: string | RegExp) =>
    (within(billing).getByRole('textbox', { name }) as HTMLInputElement).value;
  await waitFor(() => expect(value('Email')).toBe(email));
  expect(value('Confirm email')).toBe(email);
  expect(value('First name')).toBe('Robin');
  expect(value('Last name')).toBe('Fan');
  expect(value(/^Phone/)).toBe('+44 20 7946 0000');
  expect(value('Street and number')).toBe('7 Quay Street');
  expect(value('Postcode')).toBe('LS1 4AP');
  expect(value('City')).toBe('Leeds');
  expect((within(billing).getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('GB');

  // The server holds it too: the checkout can be paid without touching the form.
  await waitFor(
    async () => {
      const state =
        (await // The basket is the customer's now (the API claims it at their first call): ask as them.
        (
          await api.fetch(`${api.origin}/api/checkout/${token}`, {
            headers: { ...siteHeaders, Authorization: `Bearer ${tokens.access_token}` },
          })
        ).json()) as { billingAddress: { email?: string; street?: string } | null };
      expect(state.billingAddress).toMatchObject({ email, street: '7 Quay Street' });
    },
    { timeout: 10_000 },
  );
});
