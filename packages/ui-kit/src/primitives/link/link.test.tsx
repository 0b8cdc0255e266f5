import { Link, LinkComponentProvider, type LinkRendererProps } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

function RouterLink({ href, ...props }: LinkRendererProps) {
  return <a data-router-to={href} href={href} {...props} />;
}

describe('Link', () => {
  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <p>
        Read the <Link href="/terms/">terms</Link> or{' '}
        <Link href="/contact/" variant="subtle">
          contact us
        </Link>
        .
      </p>,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('renders an anchor and protects new tabs', () => {
    render(
      <>
        <Link href="/cart/">Basket</Link>
        <Link href="https://example.org" target="_blank">
          Partner
        </Link>
      </>,
    );
    const basket = screen.getByRole('link', { name: 'Basket' });
    expect(basket.getAttribute('href')).toBe('/cart/');
    expect(basket.dataset.slot).toBe('link');
    expect(screen.getByRole('link', { name: 'Partner' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('goes through the app router given by LinkComponentProvider', () => {
    render(
      <LinkComponentProvider component={RouterLink}>
        <Link href="/search-page/">Search</Link>
      </LinkComponentProvider>,
    );
    expect(screen.getByRole('link', { name: 'Search' }).dataset.routerTo).toBe('/search-page/');
  });
});
