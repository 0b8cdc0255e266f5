import { ProductCard, ProductList } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { inGbpWith } from '../../test-utils/in-gbp.tsx';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { catalogueDictionary, demoProducts } from '../test-utils/demo-products.ts';

const [home, away, preorder, soldOut] = demoProducts as [
  (typeof demoProducts)[0],
  (typeof demoProducts)[0],
  (typeof demoProducts)[0],
  (typeof demoProducts)[0],
];

const inGbp = inGbpWith(catalogueDictionary);

describe('ProductCard', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(inGbp(<ProductList products={demoProducts} label="Shirts" />));
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('shows name as a link, colour and price', () => {
    render(inGbp(<ProductCard product={home} />));
    expect(screen.getByRole('link', { name: home.name }).getAttribute('href')).toBe(home.url);
    expect(screen.getByRole('heading', { level: 3, name: home.name })).toBeTruthy();
    expect(screen.getByText('Navy')).toBeTruthy();
    expect(screen.getByText('£65.00')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.queryByText('Sale')).toBeNull();
  });

  test('a discount shows the new price, the struck old price, the savings and a badge', () => {
    const { container } = render(inGbp(<ProductCard product={away} />));
    expect(container.querySelector('s')?.textContent).toBe('Was £65.00');
    expect(screen.getByText('£45.50')).toBeTruthy();
    expect(screen.getByText('You save £19.50')).toBeTruthy();
    expect(screen.getByText('Sale')).toBeTruthy();
  });

  test('preorder shows its expected date; out of stock says so', () => {
    render(inGbp(<ProductCard product={preorder} />));
    expect(screen.getByText('Available to preorder')).toBeTruthy();
    expect(screen.getByText('Expected 15 July 2026')).toBeTruthy();
    render(inGbp(<ProductCard product={soldOut} />));
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });

  test('onNavigate hears the click and the link keeps its href', async () => {
    const onNavigate = vi.fn((_product: unknown, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    render(inGbp(<ProductCard product={home} onNavigate={onNavigate} />));
    await userEvent.click(screen.getByRole('link'));
    expect(onNavigate).toHaveBeenCalledWith(home, expect.anything());
  });
});

describe('ProductList', () => {
  test('a grid of cards; the first row loads eagerly', () => {
    render(inGbp(<ProductList products={demoProducts} label="Shirts" priorityCount={2} />));
    const list = screen.getByRole('list', { name: 'Shirts' });
    expect(list.querySelectorAll('li')).toHaveLength(demoProducts.length);
    const images = list.querySelectorAll('img');
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[2]?.getAttribute('loading')).toBe('lazy');
  });

  test('colour variants of one product are separate entries (keyed by variant, no duplicate keys)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const navy = { ...home, id: 'p1001', variantId: 'p1001-navy', url: '/shirt-navy/' };
      const gold = {
        ...home,
        id: 'p1001',
        variantId: 'p1001-gold',
        url: '/shirt-gold/',
        attributes: { colorName: 'Gold' },
      };
      // No variant id: id and colour still tell them apart.
      const black = { ...home, id: 'p1001', url: '/shirt-black/', attributes: { colorName: 'Black' } };
      const { rerender } = render(inGbp(<ProductList products={[navy, gold, black]} label="Shirts" />));
      const goldEntry = document.querySelector('a[href="/shirt-gold/"]')?.closest('li');
      expect(goldEntry).toBeTruthy();
      rerender(inGbp(<ProductList products={[gold, black, navy]} label="Shirts" />));
      const entries = screen.getByRole('list', { name: 'Shirts' }).querySelectorAll('li');
      expect(entries).toHaveLength(3);
      // Moved, not re-made: React knew which entry was which.
      expect(entries[0]).toBe(goldEntry);
      expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    } finally {
      errors.mockRestore();
    }
  });

  test('empty state: the default text, or the given node', () => {
    const { rerender } = render(inGbp(<ProductList products={[]} />));
    expect(screen.getByText('No products match your choice.')).toBeTruthy();
    rerender(inGbp(<ProductList products={[]} emptyState={<p>Nothing here yet</p>} />));
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
  });

  test('loading shows a status and no products', () => {
    render(inGbp(<ProductList products={demoProducts} loading />));
    expect(screen.getByRole('status').textContent).toBe('Loading products');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
