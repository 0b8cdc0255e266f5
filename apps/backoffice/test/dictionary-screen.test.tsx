// @vitest-environment jsdom
/**
 * The dictionary screen's panel of untranslated keys (issue 44), rendered in jsdom with a site in
 * sv and the answer of `GET /admin/api/dictionary/sv` already in the query cache (the admin API's
 * side of that answer is tested in admin-client.test.ts): the chosen site's culture is shown
 * first, each untranslated key with the English text shoppers see and a labelled field to
 * translate it, in the staff's language, and axe finds no violation (contrast aside: jsdom lays
 * nothing out; the browser journey checks it).
 */
import {
  type AdminDictionary,
  type AdminPage,
  type AdminSite,
  adminQueryKeys,
} from '@clubshop/api-sdk/admin';
import axe from 'axe-core';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { type Culture, messages } from '../src/messages/index.ts';
import Dictionary from '../src/routes/dictionary/dictionary-screen.tsx';
import { cachedQueryClient, renderScreenIn } from './support/screen-harness.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sites: AdminPage<AdminSite> = {
  items: [{ storeId: 'svenska-ff-se', culture: 'sv', hostName: 'shop.svenska.example' }],
  page: 1,
  pageSize: 200,
  total: 1,
};
const untranslated = Array.from({ length: 60 }, (_, index) => ({
  alias: `Zz.Key${String(index).padStart(2, '0')}`,
  fallback: `English text ${index}`,
}));
const sv: AdminDictionary = {
  culture: 'sv',
  items: [{ alias: 'Header.Basket', value: 'Varukorg' }],
  missing: ['User.Login.Heading', ...untranslated.map((key) => key.alias)],
  fallbackCulture: 'en',
  untranslated: [{ alias: 'User.Login.Heading', fallback: 'Log in' }, ...untranslated],
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The screen in `culture` (the staff's language), with its answers in the cache. */
async function renderScreen(culture: Culture): Promise<HTMLElement> {
  const client = cachedQueryClient();
  client.setQueryData(adminQueryKeys.sites.lists(), sites);
  client.setQueryData(adminQueryKeys.dictionary.detail('sv'), sv);
  const rendered = await renderScreenIn(culture, client, <Dictionary />);
  root = rendered.root;
  return rendered.main;
}

test("lists the site's untranslated keys with the English text shown instead and a field for each", async () => {
  const main = await renderScreen('en');
  expect((main.querySelector('select') as HTMLSelectElement | null)?.value).toBe('svenska-ff-se');
  const panel = main.querySelector('section[aria-labelledby="untranslated-heading"]') as HTMLElement;
  expect(panel.querySelector('h2')?.textContent).toBe('Untranslated in sv (61)');
  expect(panel.textContent).toContain('shoppers see the en text until you translate them');
  const rows = [...panel.querySelectorAll('tbody tr')];
  // The first 50, and how many there are.
  expect(rows).toHaveLength(50);
  expect(panel.textContent).toContain('Showing the first 50 of 61');
  const first = rows[0] as HTMLElement;
  expect(first.querySelector('code')?.textContent).toBe('User.Login.Heading');
  expect(first.querySelector('td[lang="en"]')?.textContent).toBe('Log in');
  const field = first.querySelector('input') as HTMLInputElement;
  expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(
    'Translate User.Login.Heading',
  );
  expect([...panel.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
    'Key',
    'Shown instead (en)',
    'Value',
  ]);
});

test.each(['en', 'de', 'da'] as const)('speaks %s and axe finds no violation', async (culture) => {
  const main = await renderScreen(culture);
  const heading = main.querySelector('#untranslated-heading')?.textContent ?? '';
  expect(heading).toBe(
    messages[culture]['Dictionary.Untranslated'].replace('{culture}', 'sv').replace('{count}', '61'),
  );
  const result = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
