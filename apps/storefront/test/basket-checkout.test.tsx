import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { northbridgeHeaders } from './support/northbridge-site.ts';
import { renderShop } from './support/render-shop.tsx';

const api = inProcessApi();

const siteHeaders = northbridgeHeaders;

test('product -> basket -> checkout shows the line, totals and the payment methods of the real API', {
  timeout: 120_000,
}, async () => {
  const user = userEvent.setup();
  const search = await api.fetch(`${api.origin}/api/products/search?CategoryId=northbridge-gb-c-men-shirts`, {
    headers: siteHeaders,
  });
  const products = (
    (await search.json()) as { products: Array<{ name: string; url: string; availability: string }> }
  ).products;
  const product = products.find((candidate) => candidate.availability === 'InStock')!;

  // Product page: add to basket.
  await renderShop(api, product.url);
  await user.click(await screen.findByRole('button', { name: 'Add to basket' }));
  await screen.findByText('Added to basket');
  cleanup();

  // Basket page: the line is there, with the totals.
  await renderShop(api, '/cart/', { keepCookies: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your basket' })).toBeTruthy();
  expect(await screen.findAllByText(product.name, { exact: false })).not.toHaveLength(0);
  await user.click(screen.getByRole('link', { name: 'Go to checkout' }));

  // Checkout: the form, and the shipping and payment methods the API offers for this basket.
  await waitFor(() => expect(window.location.pathname).toBe('/checkout/'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
  const token = document.cookie.match(/(?:^|; )([^=]*basket[^=]*)=([^;]+)/i)?.[2];
  expect(token).toBeTruthy();
  const state = (await (
    await api.fetch(`${api.origin}/api/checkout/${decodeURIComponent(token as string)}`, {
      headers: siteHeaders,
    })
  ).json()) as { availablePaymentMethods: Array<{ name: string }> };
  expect(state.availablePaymentMethods.length).toBeGreaterThan(0);
  for (const method of state.availablePaymentMethods) {
    expect(await screen.findByText(method.name, { exact: false })).toBeTruthy();
  }
});

test('a printed shirt: the product page shows the surcharge, and the basket charges it once per unit', {
  timeout: 120_000,
}, async () => {
  const user = userEvent.setup();
  // The shirt of the report: a Player print (14.99 GBP) is offered with it.
  await renderShop(api, '/men/shirts/home-kit/classic-home-shirt-26-27-1000-navy/');
  const shirtPrice = 64.99;
  const printPrice = 14.99;
  const playerPrint = await screen.findByRole('radio', { name: /Player name and number/ });
  expect(playerPrint.closest('label')?.textContent).toContain('+£14.99');
  await user.click(playerPrint);
  expect(await screen.findByText('With print: £79.98')).toBeTruthy();
  const player = (await screen.findByRole('combobox', { name: /Player/ })) as HTMLSelectElement;
  await user.selectOptions(player, player.options[1]!);
  await user.click(screen.getByRole('button', { name: 'Add to basket' }));
  await screen.findByText('Added to basket');
  cleanup();

  await renderShop(api, '/cart/', { keepCookies: true });
  await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
  const line = (await screen.findAllByRole('listitem')).find((item) =>
    item.classList.contains('cs-basket-line'),
  )!;
  const unit = shirtPrice + printPrice;
  await waitFor(() =>
    expect(line.querySelector('.cs-basket-line__total')?.textContent).toContain(`£${(unit * 2).toFixed(2)}`),
  );
  expect(line.querySelector('.cs-basket-line__unit')?.textContent).toContain(`£${unit.toFixed(2)}`);
  expect(line.querySelector('.cs-basket-line__unit')?.textContent).not.toContain('94.97');
});
