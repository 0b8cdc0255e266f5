import { Footer } from '@clubshop/ui-kit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleFooter, seriousA11yViolations, setViewportWidth } from '../../test-utils/index.ts';

describe('Footer', () => {
  it('has no serious accessibility violations on desktop and mobile', async () => {
    const { container } = render(<Footer {...sampleFooter} newsletterSlot={<p>Newsletter form</p>} />);
    expect(await seriousA11yViolations(container)).toEqual([]);
    act(() => setViewportWidth(375));
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('shows company info, usps, copyright and the newsletter slot', () => {
    render(<Footer {...sampleFooter} newsletterSlot={<p>Newsletter form</p>} />);
    const company = screen.getByRole('region', { name: 'Footer.CompanyInfo' });
    expect(company.querySelector('address')).toBeTruthy();
    expect(company.textContent).toContain('Northbridge FC Retail Ltd');
    expect(company.textContent).toContain(`Footer.Cvr: ${sampleFooter.companyInfo?.cvr}`);
    expect(company.textContent).toContain('NB1 2FC Northbridge');
    expect(screen.getByRole('link', { name: 'shop@northbridge.example' }).getAttribute('href')).toBe(
      'mailto:shop@northbridge.example',
    );
    expect(screen.getByText('30-day returns')).toBeTruthy();
    expect(screen.getByText('© 2026 Northbridge FC')).toBeTruthy();
    expect(screen.getByText('Newsletter form')).toBeTruthy();
  });

  it('link sections are open at 1024 px and wider', () => {
    act(() => setViewportWidth(1024));
    render(<Footer {...sampleFooter} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Delivery' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Help' })).toBeTruthy();
  });

  it('link sections collapse below 1024 px and toggle', async () => {
    const user = userEvent.setup();
    act(() => setViewportWidth(1023));
    render(<Footer {...sampleFooter} />);
    const help = screen.getByRole('button', { name: 'Help' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Delivery' })).toBeNull();
    await user.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Delivery' })).toBeTruthy();
    // Growing to desktop opens every section.
    act(() => setViewportWidth(1280));
    expect(screen.getByRole('link', { name: 'Tickets' })).toBeTruthy();
  });

  it('renders open on the server (SSR-safe default)', () => {
    const html = renderToString(<Footer {...sampleFooter} />);
    expect(html).toContain('Delivery');
    expect(html).not.toContain('aria-expanded');
  });
});
