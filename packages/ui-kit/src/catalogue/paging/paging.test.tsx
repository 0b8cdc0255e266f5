import { I18nProvider } from '@clubshop/i18n';
import { Paging, pageWindow, Sorting } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { catalogueDictionary } from '../test-utils/demo-products.ts';

function withDictionary(children: ReactNode) {
  return <I18nProvider dictionary={catalogueDictionary}>{children}</I18nProvider>;
}

describe('Paging', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(
      withDictionary(<Paging page={5} pageCount={12} hrefForPage={(page) => `/shirts/?page=${page}`} />),
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('page window: first, last, neighbours and gaps (never a gap of one page)', () => {
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  test('links mark the current page; previous is disabled on the first page', () => {
    render(withDictionary(<Paging page={1} pageCount={3} hrefForPage={(page) => `?page=${page}`} />));
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 1 of 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 2 of 3' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('?page=2');
    // Nothing to activate before the first page: the step is shown but not offered.
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByText('‹').closest('[data-disabled]')).not.toBeNull();
  });

  test('buttons call onPageChange', async () => {
    const onPageChange = vi.fn();
    render(withDictionary(<Paging page={3} pageCount={3} onPageChange={onPageChange} />));
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Page 1 of 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1, expect.anything());
  });

  test('nothing for a single page', () => {
    const { container } = render(withDictionary(<Paging page={1} pageCount={1} />));
    expect(container.innerHTML).toBe('');
  });
});

describe('Sorting', () => {
  test('a labelled select that reports the chosen order', async () => {
    const onChange = vi.fn();
    const { container } = render(
      withDictionary(
        <Sorting
          value="popular"
          onChange={onChange}
          options={[
            { key: 'popular', label: 'Most popular' },
            { key: 'price-asc', label: 'Price, low to high' },
          ]}
        />,
      ),
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(onChange).toHaveBeenCalledWith('price-asc');
  });
});
