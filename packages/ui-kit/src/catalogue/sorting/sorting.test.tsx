import { I18nProvider } from '@clubshop/i18n';
import { Sorting } from '@clubshop/ui-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { catalogueDictionary } from '../test-utils/demo-products.ts';

const options = [
  { key: 'relevance', label: 'Relevance' },
  { key: 'price:desc', label: 'Price: high to low' },
];

describe('Sorting', () => {
  test('a select that applies a choice at once', async () => {
    const onChange = vi.fn();
    render(
      <I18nProvider currency="GBP" locale="en-GB" dictionary={catalogueDictionary}>
        <Sorting options={options} value="relevance" onChange={onChange} />
      </I18nProvider>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(onChange).toHaveBeenCalledWith('price:desc');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('as a native GET form (decision 0077): the listing kept, a submit button until the code runs', async () => {
    const { container, rerender } = render(
      <I18nProvider currency="GBP" locale="en-GB" dictionary={catalogueDictionary}>
        <Sorting
          options={options}
          value="price:desc"
          onChange={() => {}}
          form={{
            action: '/search-page/',
            hiddenFields: [
              ['q', 'scarf'],
              ['f.color', 'navy'],
              ['f.color', 'red'],
            ],
          }}
          submit
        />
      </I18nProvider>,
    );
    const form = container.querySelector('form');
    expect(form?.method).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search-page/');
    expect([...new FormData(form ?? undefined)].map(([name, value]) => `${name}=${value}`)).toEqual([
      'q=scarf',
      'f.color=navy',
      'f.color=red',
      'sort=price:desc',
    ]);
    expect(screen.getByRole('button', { name: 'Sort' }).getAttribute('type')).toBe('submit');
    expect(await seriousA11yViolations(container)).toEqual([]);
    rerender(
      <I18nProvider currency="GBP" locale="en-GB" dictionary={catalogueDictionary}>
        <Sorting
          options={options}
          value="price:desc"
          onChange={() => {}}
          form={{ action: '/search-page/' }}
        />
      </I18nProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('a choice made on the server HTML before the code ran is applied on hydration, once', async () => {
    const onChange = vi.fn();
    const sorting = (
      <I18nProvider currency="GBP" locale="en-GB" dictionary={catalogueDictionary}>
        <Sorting options={options} value="relevance" onChange={onChange} form={{ action: '/men/' }} />
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(sorting);
    document.body.append(container);
    const select = container.querySelector('select');
    if (!select) throw new Error('no select');
    select.value = 'price:desc';
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, sorting);
    });
    expect(select.value).toBe('price:desc');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('price:desc');
    // React replays the change event that made it hydrate: the choice is not applied twice.
    fireEvent.change(select);
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
    container.remove();
  });

  test("a new value from the parent is shown; the shopper's next choice still reaches onChange", async () => {
    const onChange = vi.fn();
    const sorting = (value: string) => (
      <I18nProvider currency="GBP" locale="en-GB" dictionary={catalogueDictionary}>
        <Sorting options={options} value={value} onChange={onChange} />
      </I18nProvider>
    );
    const { rerender } = render(sorting('relevance'));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    rerender(sorting('price:desc'));
    expect(select.value).toBe('price:desc');
    await userEvent.selectOptions(select, 'Relevance');
    expect(onChange).toHaveBeenCalledWith('relevance');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
