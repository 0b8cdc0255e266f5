import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { renderShop } from './support/render-shop.tsx';

const api = inProcessApi();

const siteHeaders = {
  'Content-Type': 'application/json',
  culture: 'en',
  StoreId: 'northbridge-gb',
  currency: 'GBP',
  rootCategoryId: 'northbridge-gb-root',
};

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
  const login = (await screen.findByRole('heading', { level: 1, name: 'Log in' })).closest(
    'section',
  ) as HTMLElement;
  await user.type(within(login).getByLabelText(/Email/), email);
  await user.type(within(login).getByLabelText(/Password/), password);
  await user.click(within(login).getByRole('button', { name: 'Log in' }));

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
  const login = (await screen.findByRole('heading', { level: 1, name: 'Log in' })).closest(
    'section',
  ) as HTMLElement;
  await user.type(within(login).getByLabelText(/Email/), 'nobody@example.com');
  await user.type(within(login).getByLabelText(/Password/), 'wrong-password-1');
  await user.click(within(login).getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Email or password is wrong')).toBeTruthy();
  expect(window.location.pathname).toBe('/login/');
});
