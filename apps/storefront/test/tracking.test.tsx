import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../src/tracking/consent.ts';
import { inProcessApi } from './support/in-process-api.ts';
import { renderShop } from './support/render-shop.tsx';

const api = inProcessApi();
beforeEach(() => {
  window.localStorage.clear();
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});
afterEach(() => cleanup());

const dataLayer = () => (window as { dataLayer?: unknown[] }).dataLayer ?? [];
const events = () =>
  dataLayer().map((entry) =>
    Array.isArray(entry) ? `${entry[0]} ${entry[1]}` : (entry as { event?: string }).event,
  );

test('consent is denied by default; the tag manager and page views wait for "Accept all"', async () => {
  const user = userEvent.setup();
  await renderShop(api, '/'); // northbridge: its settings enable the tag manager
  const banner = await screen.findByRole('dialog', { name: 'We use cookies' });
  expect(banner.getAttribute('aria-modal')).toBe('false');
  await waitFor(() => expect(events()).toContain('consent default'));
  const defaults = dataLayer().find((entry) => Array.isArray(entry) && entry[1] === 'default') as unknown[];
  expect(defaults[2]).toMatchObject({
    analytics_storage: 'denied',
    ad_storage: 'denied',
    wait_for_update: 10_000,
  });
  expect(events()).not.toContain('page_view');
  expect(events()).not.toContain('gtm.js');

  await user.click(screen.getByRole('button', { name: 'Accept all' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(events()).toContain('consent update');
  expect(events()).toContain('gtm.js');
  expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
    decided: true,
    statistics: true,
  });

  // A page view after the next navigation.
  await user.click(screen.getAllByRole('link', { name: 'Contact' })[0]!);
  await waitFor(() => expect(events()).toContain('page_view'));
});

test('"Only necessary" keeps everything denied and sends nothing', async () => {
  const user = userEvent.setup();
  await renderShop(api, '/');
  await user.click(await screen.findByRole('button', { name: 'Only necessary' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.click(screen.getAllByRole('link', { name: 'Contact' })[0]!);
  await screen.findByRole('heading', { level: 1, name: 'Contact' });
  expect(events()).not.toContain('page_view');
  expect(events()).not.toContain('gtm.js');
});

test('a club whose settings do not enable the tag manager pushes nothing at all', async () => {
  await renderShop(api, '/', { siteOrigin: 'http://riverside-gb.localhost:5173' });
  await screen.findByRole('dialog', { name: 'We use cookies' });
  await screen.findByRole('banner');
  expect(dataLayer()).toEqual([]);
});
