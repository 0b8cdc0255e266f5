import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { inProcessApi } from '../../../test/support/in-process-api.ts';
import { renderShop } from '../../../test/support/render-shop.tsx';

const api = inProcessApi();

describe('the shop footer (ui-kit Footer)', () => {
  test('company info, link sections, the newsletter form and the copyright from the settings', async () => {
    await renderShop(api, '/');
    // The footer arrives after its placeholder (a chunk of its own): find what only it holds.
    const company = await screen.findByRole('region', { name: 'Company information' });
    const footer = company.closest('footer') as HTMLElement;
    expect(footer).toBe(screen.getByRole('contentinfo'));
    // The British site shows the VAT number its label asks for.
    expect(company.textContent).toMatch(/VAT no\.: GB [\d ]+/);
    expect(within(footer).getByRole('navigation', { name: 'Footer links' })).toBeTruthy();
    const newsletter = within(footer).getByRole('region', { name: 'Join the newsletter' });
    const form = await within(newsletter).findByRole('form', { name: 'Join the newsletter' });
    expect(within(form).getByRole('checkbox', { name: /I accept the terms and conditions/ })).toBeTruthy();
    // The terms page is linked once in the footer: the link sections hold it, the form does not.
    const termsLinks = within(footer).getAllByRole('link', { name: /terms and conditions/i });
    expect(termsLinks).toHaveLength(1);
    expect(within(footer).getByText(/^© \d{4} /)).toBeTruthy();
  });
});
