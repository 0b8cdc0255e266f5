import { PaymentProviderSelector, ShippingProviderSelector } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { demoDropPoints, demoPaymentProviders, demoShippingProviders } from '../test-utils/demo-forms.ts';
import { inCulture } from '../test-utils/render-in-culture.tsx';

/**
 * The shipping selector as most tests render it: the demo methods, the parcel shop chosen, handlers
 * that do nothing; `props` set or override any of them.
 */
function shippingSelector(props: Partial<ComponentProps<typeof ShippingProviderSelector>> = {}) {
  return (
    <ShippingProviderSelector
      providers={demoShippingProviders}
      value="parcelshop"
      onSelect={() => {}}
      onSearchDropPoints={() => {}}
      {...props}
    />
  );
}

describe('ShippingProviderSelector', () => {
  test('natively (before hydration) its fields post under fixed names and the search submits the form; hydrated, the search is a plain button', () => {
    const selector = inCulture(
      <form>
        {shippingSelector({
          dropPointId: demoDropPoints[0]?.id,
          dropPoints: demoDropPoints,
          initialZipCode: 'NB1',
        })}
      </form>,
    );
    const html = renderToString(selector);
    expect(html).toMatch(
      /<input(?=[^>]*name="shippingMethodId")(?=[^>]*value="parcelshop")(?=[^>]*checked="")/,
    );
    expect(html).toMatch(/<input[^>]*name="dropPointId"/);
    expect(html).toMatch(/<input(?=[^>]*name="dropPointZipCode")(?=[^>]*value="NB1")/);
    expect(html).toMatch(/<button(?=[^>]*type="submit")(?=[^>]*name="_intent")(?=[^>]*value="drop-points")/);
    render(selector);
    const search = screen.getByRole('button', { name: /Find/ });
    expect(search.getAttribute('type')).toBe('button');
    expect(search.hasAttribute('name')).toBe(false);
  });

  test('without JavaScript the postcode search is on the page before a parcel-shop method is chosen; hydrated, only once one is', () => {
    const selector = inCulture(<form>{shippingSelector({ value: 'home' })}</form>);
    const html = renderToString(selector);
    // Shown by CSS while the parcel-shop radio (marked data-needs-drop-point) is checked.
    expect(html).toMatch(/<input(?=[^>]*name="dropPointZipCode")/);
    expect(html).toContain('cs-shipping-selector__drop-points--when-chosen');
    expect(html.match(/data-needs-drop-point/g)).toHaveLength(1);
    render(selector);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('the postcode field takes a whole postcode', () => {
    const html = renderToString(inCulture(shippingSelector({ initialZipCode: 'SW1A 1AA' })));
    const input = html.match(/<input[^>]*name="dropPointZipCode"[^>]*>/)?.[0] ?? '';
    expect(input).toMatch(/maxLength="20"/i);
    expect(input).toMatch(/size="10"/);
    expect(input).toContain('value="SW1A 1AA"');
  });

  test('has no serious accessibility violations', async () => {
    const { container } = render(inCulture(shippingSelector({ dropPoints: demoDropPoints })));
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('methods with prices; choosing one reports it', async () => {
    const onSelect = vi.fn();
    render(inCulture(shippingSelector({ value: null, onSelect })));
    expect(screen.getByRole('radio', { name: /Home delivery.*£4\.95/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Collect at the stadium shop.*Free/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Home delivery/ }));
    expect(onSelect).toHaveBeenCalledWith('home');
    expect(screen.queryByRole('textbox', { name: /Zip code/ })).toBeNull();
  });

  test('a drop point method searches by zip code (Enter does not submit) and reports the chosen point', async () => {
    const onSelect = vi.fn();
    const onSearchDropPoints = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    // The selector sits inside the checkout form; the same tree on every render keeps its state.
    const inCheckout = (extra: Partial<ComponentProps<typeof ShippingProviderSelector>>) =>
      inCulture(
        <form onSubmit={onSubmit}>
          {shippingSelector({ onSelect, onSearchDropPoints, initialZipCode: 'NB1', ...extra })}
        </form>,
      );
    const { rerender } = render(inCheckout({}));
    const zip = screen.getByRole('textbox', { name: /Zip code for drop points/ });
    await userEvent.clear(zip);
    await userEvent.type(zip, ' NB1 2AB {Enter}');
    expect(onSearchDropPoints).toHaveBeenCalledWith('NB1 2AB');
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(inCheckout({ dropPointsPending: true }));
    expect(screen.getByText('Searching drop points')).toBeTruthy();
    rerender(inCheckout({ dropPoints: demoDropPoints }));
    expect(screen.getByRole('group', { name: /Drop point/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Corner Shop Northbridge.*450 m away/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Northbridge Post Office.*1\.8 km away/ }));
    expect(onSelect).toHaveBeenLastCalledWith('parcelshop', 'dp-2', 'NB1 2AB');
  });

  test('no drop points found, or a search error', () => {
    const { rerender } = render(inCulture(shippingSelector({ dropPoints: [] })));
    expect(screen.getByText('No drop points near this zip code.')).toBeTruthy();
    rerender(inCulture(shippingSelector({ dropPointsError: 'Unknown zip code' })));
    expect(screen.getByRole('alert').textContent).toContain('Unknown zip code');
  });
});

describe('PaymentProviderSelector', () => {
  test('has no serious violations; shows fees; reports the choice; shows an error', async () => {
    const onSelect = vi.fn();
    const { container } = render(
      inCulture(
        <PaymentProviderSelector
          providers={demoPaymentProviders}
          value="card"
          onSelect={onSelect}
          error="Choose a payment method"
        />,
      ),
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
    expect(screen.getByRole('radio', { name: /Card/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Invoice.*£1\.95/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(onSelect).toHaveBeenCalledWith('paypal');
    expect(
      screen.getByRole('group', { name: /Payment method/ }).getAttribute('aria-describedby'),
    ).toBeTruthy();
  });
});
