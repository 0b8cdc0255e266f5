import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { northbridgeHeaders } from './support/northbridge-site.ts';
import { logInOnPage, renderShop } from './support/render-shop.tsx';

const api = inProcessApi();

const siteHeaders = { 'Content-Type': 'application/json', ...northbridgeHeaders };

test('login, the guarded profile pages with their side navigation, and logout to /', {
  timeout: 120_000,
}, async () => {
  const user = userEvent.setup();
  const email = 'fan.account@example.com';
  const password = 'Sup3r-secret-pass';
  const registered = await api.fetch(`${api.origin}/api/users/register`, {
    method: 'POST',
    headers: siteHeaders,
    body: JSON.stringify({ email, password, firstName: 'Alex', lastName: 'Fan' }),
  });
  expect(registered.ok).toBe(true);

  await renderShop(api, '/login/');
  await logInOnPage(user, email, password);

  await waitFor(() => expect(window.location.pathname).toBe('/user/profile/'));
  expect(await screen.findByRole('heading', { name: 'Welcome, Alex' })).toBeTruthy();
  const side = screen.getByRole('navigation', { name: 'My account' });
  expect(within(side).getByRole('link', { name: 'My Account' }).getAttribute('aria-current')).toBe('page');

  await user.click(within(side).getByRole('link', { name: 'Order History' }));
  expect(await screen.findByText('You have no orders yet')).toBeTruthy();

  await user.click(within(side).getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
});

test('a wrong password is refused with the login error and no session', async () => {
  const user = userEvent.setup();
  await renderShop(api, '/login/');
  await logInOnPage(user, 'nobody@example.com', 'wrong-password-1');
  expect(await screen.findByText('Email or password is wrong')).toBeTruthy();
  expect(window.location.pathname).toBe('/login/');
});

test('with the API out of reach, login says the shop cannot be reached, not that the password is wrong', async () => {
  const user = userEvent.setup();
  // The page and its settings load; then the connection is gone: the login call gets no answer.
  const unreachable: typeof api.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.includes('/api/users/authenticate')
      ? Promise.reject(new TypeError('Failed to fetch'))
      : api.fetch(input, init);
  };
  await renderShop({ origin: api.origin, fetch: unreachable }, '/login/');
  const login = await logInOnPage(user, 'fan@example.com', 'Sup3r-secret-pass');
  expect(
    await within(login).findByText(
      'The shop cannot be reached right now. Check your connection and try again.',
    ),
  ).toBeTruthy();
  expect(within(login).queryByText('Email or password is wrong')).toBeNull();
});
