import { I18nProvider } from '@clubshop/i18n';
import { BasketLines, lineTotalAmount } from '@clubshop/ui-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { inGbpWith } from '../../test-utils/in-gbp.tsx';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { basketDictionary, demoLines } from '../test-utils/demo-basket.ts';

const inGbp = inGbpWith(basketDictionary);

describe('BasketLines', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(
      inGbp(<BasketLines lines={demoLines} onQuantityChange={() => {}} onRemove={() => {}} />),
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('shows name, translated colour and size, print, unit price with discount and line total', () => {
    render(inGbp(<BasketLines lines={demoLines} />));
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Northbridge FC Home Shirt 24/25' })).toBeTruthy();
    expect(within(first!).getByText('Colour')).toBeTruthy();
    expect(within(first!).getByText('Navy')).toBeTruthy();
    expect(within(first!).getByText('Print: OKAFOR 9')).toBeTruthy();
    // unitPrice is 80: 65 for the shirt and 15 for the print, as the API sends it
    expect(within(first!).getByText('£80.00', { selector: '.cs-basket-line__unit span' })).toBeTruthy();
    expect(within(second!).getByText('£45.50')).toBeTruthy();
    expect(within(second!).getByText('£65.00').closest('s')).not.toBeNull();
    expect(within(second!).getByText('£91.00')).toBeTruthy();
  });

  test('a size shows by its name, never its raw code (one size in the culture)', () => {
    const [line] = demoLines;
    const sized = (id: string, size: string) => ({
      ...line!,
      id,
      properties: [{ label: 'size', value: size }],
    });
    render(
      <I18nProvider
        locale="de-DE"
        currency="EUR"
        dictionary={{ 'Basket.Property.size': 'Größe', 'Product.Size.OneSize': 'Einheitsgröße' }}
      >
        <BasketLines lines={[sized('a', 'xs'), sized('b', 'xxl'), sized('c', 'onesize')]} readOnly />
      </I18nProvider>,
    );
    const sizes = screen.getAllByText('Größe').map((label) => label.nextElementSibling?.textContent);
    expect(sizes).toEqual(['XS', '2XL', 'Einheitsgröße']);
  });

  test('the stepper changes the quantity within 0..max; typing commits on Enter', async () => {
    const onQuantityChange = vi.fn();
    render(inGbp(<BasketLines lines={demoLines} onQuantityChange={onQuantityChange} maxQuantity={2} />));
    const [first, second] = screen.getAllByRole('listitem');
    const stepper = within(first!).getByRole('group', { name: 'Quantity, Northbridge FC Home Shirt 24/25' });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith('line-1', 2);
    await userEvent.click(within(stepper).getByRole('button', { name: 'Decrease quantity' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith('line-1', 0);
    expect(within(second!).getByRole('button', { name: 'Increase quantity' })).toHaveProperty(
      'disabled',
      true,
    );
    const input = within(stepper).getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    expect(onQuantityChange).toHaveBeenLastCalledWith('line-1', 2);
  });

  test('a negative or broken typed quantity puts the quantity back instead of removing the line', async () => {
    const onQuantityChange = vi.fn();
    render(inGbp(<BasketLines lines={demoLines} onQuantityChange={onQuantityChange} />));
    const stepper = within(screen.getAllByRole('listitem')[0]!).getByRole('group', {
      name: 'Quantity, Northbridge FC Home Shirt 24/25',
    });
    const input = within(stepper).getByRole('spinbutton') as HTMLInputElement;
    for (const typed of ['-3', '1.5']) {
      await userEvent.clear(input);
      await userEvent.type(input, `${typed}{Enter}`);
      expect(onQuantityChange).not.toHaveBeenCalled();
      expect(input.value).toBe('1');
    }
    await userEvent.clear(input);
    await userEvent.type(input, '-3');
    await userEvent.tab();
    expect(onQuantityChange).not.toHaveBeenCalled();
    expect(input.value).toBe('1');
    // Typing 0 still means "remove", as the minus button at 1 does.
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    expect(onQuantityChange).toHaveBeenLastCalledWith('line-1', 0);
  });

  test('remove names the product; pending lines do nothing but keep the focus; errors are shown', async () => {
    const onRemove = vi.fn();
    render(
      inGbp(
        <BasketLines
          lines={demoLines}
          onQuantityChange={() => {}}
          onRemove={onRemove}
          pendingLineIds={['line-2']}
          lineErrors={{ 'line-3': 'Only 1 left in stock' }}
        />,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Northbridge FC Bar Scarf' }));
    expect(onRemove).toHaveBeenCalledWith('line-3');
    // A line being saved: its buttons stay focusable (a disabled one drops the focus to the page)
    // and say they are unavailable; pressing them does nothing.
    const pendingRemove = screen.getByRole('button', { name: 'Remove Northbridge FC Away Shirt 24/25' });
    expect(pendingRemove).toHaveProperty('disabled', false);
    expect(pendingRemove.getAttribute('aria-disabled')).toBe('true');
    pendingRemove.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(pendingRemove);
    const pendingLine = screen.getAllByRole('listitem')[1]!;
    const increase = within(pendingLine).getByRole('button', { name: 'Increase quantity' });
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Only 1 left in stock');
  });

  test('read-only lines have no controls; totals are computed when the API sends none', () => {
    render(inGbp(<BasketLines lines={demoLines} readOnly />));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByText(/^Qty: /)).toHaveLength(3);
    expect(lineTotalAmount({ ...demoLines[1]!, lineTotal: undefined })).toBe(91);
  });

  test('a personalised line costs its unit price once: unit price times quantity is the line total', () => {
    // As the API answers for two printed shirts: unitPrice 79.98 holds the 14.99 print already.
    const printed = {
      ...demoLines[0]!,
      quantity: 2,
      unitPrice: { amount: 79.98 },
      addOnPrice: { amount: 14.99 },
      lineTotal: { amount: 159.96 },
    };
    render(inGbp(<BasketLines lines={[printed]} readOnly />));
    const line = screen.getByRole('listitem');
    expect(within(line).getByText('£79.98', { selector: '.cs-basket-line__unit span' })).toBeTruthy();
    expect(within(line).getByText('£159.96')).toBeTruthy();
    expect(lineTotalAmount({ ...printed, lineTotal: undefined })).toBe(159.96);

    // Discounted: the struck-through price is the unit price before the discount, print included.
    render(
      inGbp(<BasketLines lines={[{ ...printed, id: 'sale', unitDiscount: { amount: 10 } }]} readOnly />),
    );
    const sale = screen.getAllByRole('listitem')[1]!;
    expect(within(sale).getByText('£69.98', { selector: '.cs-basket-line__unit span' })).toBeTruthy();
    expect(within(sale).getByText('£79.98').closest('s')).not.toBeNull();
  });
});
