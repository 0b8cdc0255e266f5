/**
 * Issue 16, item 10: the confirmation link confirms once and says so, also under React's
 * StrictMode (which runs effects twice in development), against the real API in process.
 */
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { renderShop } from './support/render-shop.tsx';

const api = inProcessApi();

test('the confirmation link is sent once and says the address is confirmed', {
  timeout: 60_000,
}, async () => {
  const email = 'confirm.twice@example.com';
  const registered = await api.fetch(`${api.origin}/api/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', StoreId: 'northbridge-gb' },
    body: JSON.stringify({ email, password: 'Sup3r-secret-pass', firstName: 'Kim', lastName: 'Fan' }),
  });
  expect(registered.ok).toBe(true);
  await api.settled(); // the mail goes out after the answer
  const [mail] = await api.mails(email);
  const link = new URL(mail?.links[0] ?? '');
  expect(link.pathname).toBe('/confirm-email/');

  const confirmCalls: number[] = [];
  const countingFetch: typeof api.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await api.fetch(input, init);
    if (url.includes('/api/users/confirm-email')) confirmCalls.push(response.status);
    return response;
  };
  await renderShop({ origin: api.origin, fetch: countingFetch }, `${link.pathname}${link.search}`, {
    strict: true,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeTruthy();
  expect(screen.queryByText('This link is invalid or has expired')).toBeNull();
  expect(confirmCalls).toEqual([200]);
});
