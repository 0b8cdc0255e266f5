import { I18nProvider } from '@clubshop/i18n';
import { ErrorPage, errorStatusCode, Link } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

describe('ErrorPage', () => {
  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <main>
        <ErrorPage
          statusCode={404}
          message="This page could not be found"
          details="GET /nope 404"
          homeLink={<Link href="/">Back home</Link>}
        />
      </main>,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('shows the translated heading, status, message, details and home link', () => {
    render(
      <I18nProvider culture="de" dictionary={{ 'Error.Heading': 'Etwas ist schiefgelaufen' }}>
        <ErrorPage
          statusCode={404}
          message="This page could not be found"
          details="trace"
          homeLink={<Link href="/">Home</Link>}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Etwas ist schiefgelaufen');
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByText('trace').closest('details')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('defaults to 500 and shows only the heading without extras', () => {
    render(<ErrorPage />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Error.Heading');
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('details')).toBeNull();
  });
});

describe('errorStatusCode', () => {
  it('reads statusCode, then status, then response.status, else 500', () => {
    expect(errorStatusCode({ statusCode: 404, status: 410, response: { status: 400 } })).toBe(404);
    expect(errorStatusCode({ status: 410, response: { status: 400 } })).toBe(410);
    expect(errorStatusCode({ response: { status: 401 } })).toBe(401);
    expect(errorStatusCode(new Error('boom'))).toBe(500);
    expect(errorStatusCode({ status: 'x' })).toBe(500);
    expect(errorStatusCode(null)).toBe(500);
  });
});
