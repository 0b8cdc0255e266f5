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
  // Before an answer nothing is pushed: the tracking controller is not even loaded.
  expect(dataLayer()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Accept all' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  // Consent mode's order: the defaults (denied, waiting for an update), the update, then the tag
  // manager's script.
  await waitFor(() => expect(events()).toContain('gtm.js'));
  expect(events().slice(0, 3)).toEqual(['consent default', 'consent update', 'gtm.js']);
  const defaults = dataLayer().find((entry) => Array.isArray(entry) && entry[1] === 'default') as unknown[];
  expect(defaults[2]).toMatchObject({
    analytics_storage: 'denied',
    ad_storage: 'denied',
    wait_for_update: 10_000,
  });
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

/** Consent given earlier on this device: statistics and marketing allowed. */
function consentGiven() {
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ decided: true, statistics: true, marketing: true }),
  );
}

const pageViews = () =>
  dataLayer().filter((entry) => (entry as { event?: string }).event === 'page_view') as Array<{
    page_path: string;
    page_title: string;
  }>;

test("a page view carries the page's own title, not the site name it had a moment before", async () => {
  consentGiven();
  const user = userEvent.setup();
  await renderShop(api, '/');
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  await user.click(screen.getAllByRole('link', { name: 'Contact' })[0]!);
  await screen.findByRole('heading', { level: 1, name: 'Contact' });
  await waitFor(() => expect(pageViews().map((view) => view.page_path)).toContain('/contact/'));
  const contact = pageViews().find((view) => view.page_path === '/contact/');
  expect(contact?.page_title).toBe(document.title);
  expect(contact?.page_title).not.toBe('Northbridge FC');
});

test('in development (StrictMode) consent defaults, gtm.js, page_view and view_item are pushed once', async () => {
  consentGiven();
  await renderShop(api, '/men/shirts/home-kit/classic-home-shirt-26-27-1000-navy/', { strict: true });
  await screen.findByRole('heading', { level: 1, name: /Classic Home Shirt/ });
  await waitFor(() => expect(events()).toContain('view_item'));
  await waitFor(() => expect(events()).toContain('page_view'));
  const count = (name: string) => events().filter((event) => event === name).length;
  expect(count('consent default')).toBe(1);
  expect(count('gtm.js')).toBe(1);
  expect(count('view_item')).toBe(1);
  expect(count('page_view')).toBe(1);
});
