/**
 * Issue 16, item 7: messages with placeholders are filled in every culture, with the seeded
 * dictionaries of the real API: the password length of register and reset ("{min}"), and the
 * paging of a listing ("{total}").
 */
import { cleanup, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { renderShop } from './support/render-shop.tsx';

const api = inProcessApi();

const cultures = [
  { country: 'gb', min: 'Must be at least 8 characters', page: 'Page 2 of' },
  { country: 'de', min: 'Mindestens 8 Zeichen', page: 'Seite 2 von' },
  { country: 'dk', min: 'Mindst 8 tegn', page: 'Side 2 af' },
] as const;

const siteOrigin = (country: string) => `http://northbridge-${country}.localhost:5173`;

/** The text of everything an element's `aria-describedby` points at. */
function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();
}

describe.each(cultures)('on the $country site', ({ country, min, page }) => {
  test('register and reset say how long a password must be', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    await renderShop(api, '/login/', { siteOrigin: siteOrigin(country) });
    // The page is there in the site's language (the dictionary has loaded).
    await waitFor(
      () => expect(document.getElementById('sf-register-heading')?.textContent).not.toMatch(/^(User\.|$)/),
      { timeout: 20_000 },
    );
    const register = document.getElementById('sf-register-heading')?.closest('section') as HTMLElement;
    const password = register.querySelector<HTMLInputElement>('input[type="password"]')!;
    await user.type(password, 'short');
    await user.tab();
    await waitFor(() => expect(describedText(password)).toContain(min));
    expect(describedText(password)).not.toMatch(/[{}]/);

    cleanup();
    await renderShop(api, '/reset-password/?token=abc', {
      siteOrigin: siteOrigin(country),
      keepCookies: true,
    });
    await waitFor(() => expect(document.querySelector('main input[type="password"]')).not.toBeNull());
    const newPassword = document.querySelector<HTMLInputElement>('main input[type="password"]')!;
    await user.type(newPassword, 'abc');
    await user.tab();
    await waitFor(() => expect(describedText(newPassword)).toContain(min));
  });

  test('the paging names each page with the page count', { timeout: 60_000 }, async () => {
    const storeId = `northbridge-${country}`;
    const categories = (await (
      await api.fetch(`${api.origin}/api/categories`, { headers: { StoreId: storeId } })
    ).json()) as Array<{ url: string; id: string }>;
    // A category with more than one page of products.
    let url: string | undefined;
    for (const category of categories) {
      const search = (await (
        await api.fetch(`${api.origin}/api/products/search?CategoryId=${category.id}&PageSize=24`, {
          headers: { StoreId: storeId },
        })
      ).json()) as { paging: { totalPages: number } };
      if (search.paging.totalPages > 1) {
        url = category.url;
        break;
      }
    }
    expect(url).toBeDefined();
    await renderShop(api, new URL(url as string, siteOrigin(country)).pathname, {
      siteOrigin: siteOrigin(country),
    });
    await waitFor(() => expect(document.querySelector('.cs-paging')).not.toBeNull(), { timeout: 20_000 });
    const names = [...document.querySelectorAll('.cs-paging a[aria-label]')].map((link) =>
      link.getAttribute('aria-label'),
    );
    expect(names.some((name) => name?.startsWith(page))).toBe(true);
    expect(names.join(' ')).not.toMatch(/[{}]/);
  });
});
