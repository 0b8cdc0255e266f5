import { type AppliedVoucher, VoucherInput } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { inGbpWith } from '../../test-utils/in-gbp.tsx';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { basketDictionary, demoVouchers } from '../test-utils/demo-basket.ts';

const inGbp = inGbpWith(basketDictionary);

describe('VoucherInput', () => {
  test('natively (before hydration) it posts the code, its hidden fields, and a Remove button posts the code to remove', () => {
    const html = renderToString(
      inGbp(
        <VoucherInput
          vouchers={demoVouchers}
          onAdd={() => {}}
          onRemove={() => {}}
          action="/checkout/"
          hiddenFields={{ _action: 'checkout-voucher' }}
          initialCode="NOSUCHCODE"
        />,
      ),
    );
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(/method="post"/);
    expect(form).toMatch(/action="\/checkout\/"/);
    const formId = /id="([^"]+)"/.exec(form)?.[1];
    expect(formId).toBeTruthy();
    expect(html).toContain('<input type="hidden" name="_action" value="checkout-voucher"/>');
    expect(html).toMatch(/<input(?=[^>]*name="voucherCode")(?=[^>]*value="NOSUCHCODE")/);
    const code = demoVouchers[0]?.code ?? '';
    expect(html).toMatch(
      new RegExp(
        `<button(?=[^>]*type="submit")(?=[^>]*form="${formId}")(?=[^>]*name="removeVoucher")(?=[^>]*value="${code}")`,
      ),
    );
  });

  test('has no serious accessibility violations', async () => {
    const { container } = render(
      inGbp(
        <VoucherInput vouchers={demoVouchers} onAdd={() => {}} onRemove={() => {}} error="Code expired" />,
      ),
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('an empty code is not sent; a code is trimmed and sent, and cleared once applied', async () => {
    const onAdd = vi.fn();
    const { rerender } = render(inGbp(<VoucherInput vouchers={[]} onAdd={onAdd} onRemove={() => {}} />));
    const field = screen.getByRole('textbox', { name: 'Voucher code' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(field, '  matchday10 {Enter}');
    expect(onAdd).toHaveBeenCalledWith('matchday10');
    rerender(inGbp(<VoucherInput vouchers={[]} onAdd={onAdd} onRemove={() => {}} pending />));
    expect(screen.getByRole('button', { name: /Apply/ })).toHaveProperty('disabled', true);
    rerender(inGbp(<VoucherInput vouchers={demoVouchers} onAdd={onAdd} onRemove={() => {}} />));
    expect(field).toHaveProperty('value', '');
    expect(screen.getByText('−£18.90')).toBeTruthy();
  });

  test("the server's refusal is linked to the field and the code stays", async () => {
    const { rerender } = render(inGbp(<VoucherInput vouchers={[]} onAdd={() => {}} onRemove={() => {}} />));
    await userEvent.type(screen.getByRole('textbox'), 'OLDCODE{Enter}');
    rerender(
      inGbp(
        <VoucherInput vouchers={[]} onAdd={() => {}} onRemove={() => {}} error="This code has expired" />,
      ),
    );
    const field = screen.getByRole('textbox', { name: 'Voucher code' });
    expect(field).toHaveProperty('value', 'OLDCODE');
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('This code has expired');
    // It arrives after the submit: announced, not only shown.
    expect(screen.getByRole('alert').textContent).toBe('This code has expired');
  });

  test('remove sends the code', async () => {
    const onRemove = vi.fn();
    const vouchers: AppliedVoucher[] = demoVouchers;
    render(inGbp(<VoucherInput vouchers={vouchers} onAdd={() => {}} onRemove={onRemove} />));
    await userEvent.click(screen.getByRole('button', { name: 'Remove MATCHDAY10' }));
    expect(onRemove).toHaveBeenCalledWith('MATCHDAY10');
  });
});
