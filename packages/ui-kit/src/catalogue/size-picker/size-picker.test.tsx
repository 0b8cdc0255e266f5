import { I18nProvider } from '@clubshop/i18n';
import { SizePicker, StylePicker, VariantPicker } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { controlledBy } from '../../test-utils/controlled-by.tsx';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { catalogueDictionary, demoSizes, demoVariants } from '../test-utils/demo-products.ts';

// user-event walks radio groups with CSS.escape, which jsdom lacks (browsers have it).
globalThis.CSS ??= {
  escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`),
} as typeof CSS;

function withDictionary(children: ReactNode) {
  return <I18nProvider dictionary={catalogueDictionary}>{children}</I18nProvider>;
}

const StatefulSizePicker = controlledBy(SizePicker, 'value', 'onChange');

function ControlledSizes({ onChange = () => {} }: { onChange?: (id: string) => void }) {
  return <StatefulSizePicker sizes={demoSizes} value={undefined} onChange={onChange} />;
}

describe('SizePicker', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(
      withDictionary(
        <>
          <ControlledSizes />
          <VariantPicker variants={demoVariants} value="nb-home" onChange={() => {}} />
          <StylePicker
            styles={[
              { id: 'men', label: 'Men' },
              { id: 'kids', label: 'Kids' },
            ]}
            value="men"
            onChange={() => {}}
          />
        </>,
      ),
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('orders sizes in the required order and shows them as the requirements write them', () => {
    render(withDictionary(<ControlledSizes />));
    const group = screen.getByRole('group', { name: 'Size' });
    const labels = [...group.querySelectorAll('label')].map((label) => label.firstChild?.textContent);
    expect(labels).toEqual(['128', '164', 'S', 'M', 'L', 'XL', '2XL', '3XL']);
  });

  test('raw labels (onesize, xs, 2xl) show as "One size", "XS", "2XL", one size in the culture', () => {
    const raw = [
      { id: 'a', label: 'onesize', availability: 'InStock' as const },
      { id: 'b', label: 'xs', availability: 'InStock' as const },
      { id: 'c', label: 'xxl', availability: 'InStock' as const },
    ];
    render(
      <I18nProvider dictionary={{ ...catalogueDictionary, 'Product.Size.OneSize': 'Einheitsgröße' }}>
        <SizePicker sizes={raw} value={null} onChange={() => {}} />
      </I18nProvider>,
    );
    const group = screen.getByRole('group', { name: 'Size' });
    const labels = [...group.querySelectorAll('label')].map((label) => label.firstChild?.textContent);
    expect(labels).toEqual(['XS', '2XL', 'Einheitsgröße']);
  });

  test('presorted sizes keep their order', () => {
    render(withDictionary(<SizePicker sizes={demoSizes} value={null} onChange={() => {}} presorted />));
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)[0]).toBe('v-xl');
  });

  test('choosing by click and arrow keys; sold-out sizes are disabled and say why', async () => {
    const onChange = vi.fn();
    render(withDictionary(<ControlledSizes onChange={onChange} />));
    await userEvent.click(screen.getByRole('radio', { name: 'S' }));
    expect(onChange).toHaveBeenLastCalledWith('v-s');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('v-m');
    expect(screen.getByRole('radio', { name: 'M (Available to preorder)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '2XL (Out of stock)' })).toHaveProperty('disabled', true);
  });

  test('an error is linked to the group', () => {
    render(
      withDictionary(<SizePicker sizes={demoSizes} value={null} onChange={() => {}} error="Choose a size" />),
    );
    const group = screen.getByRole('group', { name: 'Size' });
    const errorId = group.getAttribute('aria-describedby');
    expect(errorId && document.getElementById(errorId)?.textContent).toBe('Choose a size');
  });
});

describe('VariantPicker and StylePicker', () => {
  test('colours are named by their colour and the chosen one shows in the legend', async () => {
    const onChange = vi.fn();
    render(withDictionary(<VariantPicker variants={demoVariants} value="nb-home" onChange={onChange} />));
    expect(screen.getByRole('group', { name: 'Colour: Navy' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Gold' }));
    expect(onChange).toHaveBeenCalledWith('nb-away');
    expect(screen.getByRole('radio', { name: 'White (Out of stock)' })).toHaveProperty('disabled', false);
  });

  test('styles in the given order', async () => {
    const onChange = vi.fn();
    render(
      withDictionary(
        <StylePicker
          styles={[
            { id: 'women', label: 'Women' },
            { id: 'men', label: 'Men' },
          ]}
          value={null}
          onChange={onChange}
        />,
      ),
    );
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'women',
      'men',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Men' }));
    expect(onChange).toHaveBeenCalledWith('men');
  });
});
