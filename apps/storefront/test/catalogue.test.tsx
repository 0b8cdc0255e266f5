import { searchRequestToParams } from '@clubshop/api-sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { northbridgeHeaders } from './support/northbridge-site.ts';
import { renderShop } from './support/render-shop.tsx';

const api = inProcessApi();

const siteHeaders = northbridgeHeaders;

async function apiJson<T>(path: string): Promise<T> {
  const response = await api.fetch(`${api.origin}${path}`, { headers: siteHeaders });
  return (await response.json()) as T;
}

interface SearchAnswer {
  products: Array<{ name: string; url: string; attributes: { colorName: string } }>;
  paging: { totalItems: number; totalPages: number };
}

describe('category page', () => {
  test('shows the category with its products, title and canonical URL from the page meta', async () => {
    await renderShop(api, '/men/shirts/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shirts' })).toBeTruthy();
    const expected = await apiJson<SearchAnswer>(
      '/api/products/search?CategoryId=northbridge-gb-c-men-shirts',
    );
    await screen.findByText(expected.products[0]!.name, { exact: false });
    await waitFor(() => expect(document.title).toBe('Men · Shirts | Northbridge FC'));
    // Under the site's own origin (the page URL's), whatever address the test document has.
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:5173/men/shirts/',
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
  });

  test('a filtered URL (shared or reloaded) shows the filtered products', async () => {
    const all = await apiJson<SearchAnswer>('/api/products/search?CategoryId=northbridge-gb-c-men-shirts');
    const colour = all.products[0]!.attributes.colorName;
    const query = searchRequestToParams({
      CategoryId: 'northbridge-gb-c-men-shirts',
      Filters: { MultipleFilters: [{ Key: 'color', Values: [colour] }] },
    });
    const filtered = await apiJson<SearchAnswer>(`/api/products/search?${query}`);
    await renderShop(api, `/men/shirts/?f.color=${encodeURIComponent(colour)}`);
    await waitFor(() =>
      expect(document.querySelector('.sf-listing__count')?.textContent).toBe(
        `${filtered.paging.totalItems} products`,
      ),
    );
    expect(filtered.paging.totalItems).toBeLessThan(all.paging.totalItems);
  });

  test('the first page of a filtered category is asked for once: started with the content, shared by the listing', async () => {
    const all = await apiJson<SearchAnswer>('/api/products/search?CategoryId=northbridge-gb-c-men-shirts');
    const colour = all.products[0]!.attributes.colorName;
    const searches: string[] = [];
    const watched = {
      origin: api.origin,
      fetch: (input: Request | URL | string, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (new URL(request.url).pathname === '/api/products/search') searches.push(request.url);
        return api.fetch(request);
      },
    };
    await renderShop(watched, `/men/shirts/?f.color=${encodeURIComponent(colour)}&sort=price`);
    await screen.findByRole('heading', { level: 1, name: 'Shirts' });
    await waitFor(() =>
      expect(document.querySelector('.sf-listing__count')?.textContent).toMatch(/products$/),
    );
    // One request, with the URL's filter and sort: a prefetch under another key would be a second.
    expect(searches).toHaveLength(1);
    expect(decodeURIComponent(searches[0]!)).toContain(colour);
  });

  test('sorting writes the URL', async () => {
    const user = userEvent.setup();
    await renderShop(api, '/men/shirts/');
    const sorting = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
    await user.selectOptions(sorting, 'price');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('sort')).toBe('price'));
  });

  test('an unknown sort in the URL is ignored; price sorts both ways', async () => {
    const user = userEvent.setup();
    await renderShop(api, '/men/shirts/?sort=bogus');
    // The category, not the error page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Shirts' })).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.sf-listing__count')?.textContent).toMatch(/products$/),
    );
    expect(screen.queryByText('Something went wrong')).toBeNull();

    const sorting = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
    expect([...sorting.options].map((option) => option.text)).toEqual(
      expect.arrayContaining(['Price: low to high', 'Price: high to low']),
    );
    await user.selectOptions(sorting, 'Price: high to low');
    await waitFor(() => expect(window.location.search).toContain('dir=desc'));
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('price');
    const expected = await apiJson<
      SearchAnswer & { products: Array<{ price: { unitPrice: { amount: number } } }> }
    >('/api/products/search?CategoryId=northbridge-gb-c-men-shirts&Filters.SortOptions=price&Sorting=desc');
    await screen.findAllByText(expected.products[0]!.name, { exact: false });
    expect(sorting.value).toBe('price:desc');
  });
});

describe('search', () => {
  test('the header search goes to /search-page/?q= and shows the results for the term', async () => {
    const user = userEvent.setup();
    await renderShop(api, '/');
    await user.click(await screen.findByRole('button', { name: 'Open search' }));
    const input = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(input, '   {Enter}');
    expect(window.location.pathname).toBe('/');
    // A blank term: the shop says what to do, in its language (not the browser's "required").
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Type what you are looking for, then search.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, 'scarf{Enter}');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/search-page/?q=scarf'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for "scarf"' })).toBeTruthy();
    const expected = await apiJson<SearchAnswer>('/api/products/search?Term=scarf');
    await screen.findAllByText(expected.products[0]!.name, { exact: false });
  });
});

describe('product page', () => {
  test('shows the product, its sizes in the required order, and adds the chosen size to the basket', async () => {
    const user = userEvent.setup();
    const list = await apiJson<SearchAnswer>('/api/products/search?CategoryId=northbridge-gb-c-men-shirts');
    const product = list.products[0]!;
    await renderShop(api, product.url);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
    const sizes = await screen.findByRole('group', { name: /Size/ });
    const labels = within(sizes)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent ?? radio.getAttribute('aria-label'));
    expect(labels.length).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Added to basket')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('basket-quantity').textContent).toContain('1'));
  });
});

describe('content pages', () => {
  test('a content route renders its title and sanitised rich text', async () => {
    await renderShop(api, '/club-story/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our story' })).toBeTruthy();
    expect(await screen.findByText(/Founded in/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Our story | Northbridge FC'));
  });

  test('a page hidden from robots says so in the head', async () => {
    await renderShop(api, '/privacy/');
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex, nofollow',
      ),
    );
  });
});
