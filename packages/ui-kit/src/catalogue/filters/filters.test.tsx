import { emptyFilterSelection, type FilterSelection, Filters, selectionFromFilters } from '@clubshop/ui-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { controlledBy } from '../../test-utils/controlled-by.tsx';
import { inGbpWith } from '../../test-utils/in-gbp.tsx';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { catalogueDictionary, demoFilters } from '../test-utils/demo-products.ts';

const withDictionary = inGbpWith(catalogueDictionary);

const StatefulFilters = controlledBy(Filters, 'value', 'onApply');

function ControlledFilters({ onApply }: { onApply: (selection: FilterSelection) => void }) {
  return withDictionary(
    <StatefulFilters filters={demoFilters} value={emptyFilterSelection()} onApply={onApply} />,
  );
}

/** The phone's layout alone (the stylesheet's choice below 1024 px, which jsdom does not apply). */
function MobileFilters({ onApply }: { onApply: (selection: FilterSelection) => void }) {
  return (
    <StatefulFilters
      layout="overlay"
      filters={demoFilters}
      value={emptyFilterSelection()}
      onApply={onApply}
    />
  );
}

describe('Filters', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(<ControlledFilters onApply={() => {}} />);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('desktop: inline groups with counts; Apply sends the draft', async () => {
    const onApply = vi.fn();
    render(<ControlledFilters onApply={onApply} />);
    const colour = screen.getByRole('group', { name: 'Colour' });
    expect(within(colour).getByText('(12)')).toBeTruthy();
    await userEvent.click(within(colour).getByRole('checkbox', { name: 'Navy (12)' }));
    await userEvent.click(within(colour).getByRole('checkbox', { name: 'Gold (5)' }));
    await userEvent.click(screen.getByRole('switch', { name: 'On sale (4)' }));
    const to = screen.getByRole('spinbutton', { name: 'To (GBP)' });
    await userEvent.clear(to);
    await userEvent.type(to, '50');
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show products' }));
    expect(onApply).toHaveBeenCalledWith({
      multiple: { color: ['navy', 'gold'] },
      range: { price: { min: 10, max: 50 } },
      bit: { sale: true },
    });
  });

  test('the whole range is no filter; Clear applies an empty selection', async () => {
    const onApply = vi.fn();
    render(<ControlledFilters onApply={onApply} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'M (11)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show products' }));
    expect(onApply).toHaveBeenLastCalledWith({ multiple: { size: ['m'] }, range: {}, bit: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onApply).toHaveBeenLastCalledWith(emptyFilterSelection());
    expect(screen.getByRole('checkbox', { name: 'M (11)' })).toHaveProperty('checked', false);
  });

  test('both layouts are rendered, and the stylesheet shows one per screen (no layout shift after a server render)', () => {
    const { container } = render(<ControlledFilters onApply={() => {}} />);
    // jsdom applies no stylesheet: the classes the media queries of Filters.css hide by.
    expect(
      container.querySelector('.cs-filters--inline')?.classList.contains('cs-filters--from-desktop'),
    ).toBe(true);
    expect(
      container.querySelector('.cs-filters--overlay')?.classList.contains('cs-filters--below-desktop'),
    ).toBe(true);
  });

  test('mobile: a button with the active count opens a slide-in that closes on Apply', async () => {
    const onApply = vi.fn();
    render(withDictionary(<MobileFilters onApply={onApply} />));
    expect(screen.queryByRole('group', { name: 'Colour' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Gold (5)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show products' }));
    expect(onApply).toHaveBeenCalledWith({ multiple: { color: ['gold'] }, range: {}, bit: {} });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeTruthy();
  });

  test('as a native form (decision 0077): named fields, the listing kept, Clear a link, the phone’s a disclosure', async () => {
    const onApply = vi.fn();
    const form = {
      action: '/men/',
      hiddenFields: [
        ['q', 'shirt'],
        ['sort', 'price'],
      ] as const,
      clearHref: '/men/?sort=price',
    };
    const { container } = render(
      withDictionary(
        <Filters
          filters={demoFilters}
          value={{ multiple: { color: ['gold'] }, range: {}, bit: { sale: true } }}
          onApply={onApply}
          form={form}
        />,
      ),
    );
    const panels = container.querySelectorAll<HTMLFormElement>('form.cs-filters__panel');
    // The desktop panel and the phone's, each a GET form to the listing.
    expect(panels).toHaveLength(2);
    for (const panel of panels) {
      expect(panel.method).toBe('get');
      expect(panel.getAttribute('action')).toBe('/men/');
      const sent = [...new FormData(panel)].map(([name, value]) => `${name}=${value}`);
      expect(sent).toEqual([
        'q=shirt',
        'sort=price',
        'f.color=gold',
        'r.price.min=10',
        'r.price.max=90',
        'b.sale=1',
      ]);
      expect(within(panel).getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
        '/men/?sort=price',
      );
    }
    // The phone's button is a disclosure's summary: it opens in place without the app's code.
    const disclosure = container.querySelector('details.cs-filters--overlay');
    expect(disclosure?.querySelector('summary')?.textContent).toBe('Filter (2)');
    // With the code, Clear clears in place (the link is not followed).
    await userEvent.click(within(panels[0]!).getByRole('link', { name: 'Clear all' }));
    expect(onApply).toHaveBeenLastCalledWith(emptyFilterSelection());
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('mobile: Escape closes the slide-in without applying', async () => {
    const onApply = vi.fn();
    render(withDictionary(<MobileFilters onApply={onApply} />));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gold (5)' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('selectionFromFilters', () => {
  test('reads what a search answer reports as applied', () => {
    expect(
      selectionFromFilters([
        {
          type: 'Multiple',
          key: 'color',
          label: 'Colour',
          values: [
            { value: 'navy', label: 'Navy', selected: true },
            { value: 'gold', label: 'Gold', selected: false },
          ],
        },
        { type: 'Range', key: 'price', label: 'Price', min: 10, max: 90, selectedMax: 40 },
        { type: 'Bit', key: 'sale', label: 'On sale', selected: true },
        { type: 'Bit', key: 'new', label: 'New', selected: false },
      ]),
    ).toEqual({ multiple: { color: ['navy'] }, range: { price: { min: 10, max: 40 } }, bit: { sale: true } });
  });
});
