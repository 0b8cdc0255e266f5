/**
 * The shop page rendered on the server (react-dom/server) with the real SDK against the API of
 * .env (VITE_API_URL): the club's name and theme, the header, the products and the footer.
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { App } from './app.tsx';
import { productsQuery, siteQuery } from './queries.ts';

/** The page address whose club the API serves (SHOP_PAGE_URL, default the dev server's). */
const pageUrl = process.env.SHOP_PAGE_URL ?? 'http://localhost:5173/';

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

it('renders the shop page with the club settings and products from the API', async () => {
  const queryClient = new QueryClient();
  // What the page asks for, fetched first: the server render shows it instead of "Loading…".
  const { settings } = await queryClient.fetchQuery(siteQuery(pageUrl));
  const { products } = await queryClient.fetchQuery(productsQuery('shirt'));
  expect(products.length).toBeGreaterThan(0);

  const html = renderToString(<App queryClient={queryClient} pageUrl={pageUrl} />);

  expect(html).toContain(escaped(settings.theme.siteName));
  expect(html).toContain('--cs-color-primary');
  expect(html).toContain('cs-header');
  expect(html).toContain('cs-product-card');
  expect(html).toContain(escaped(products[0]!.name));
  expect(html).toContain('cs-footer');
});
