import { I18nProvider } from '@clubshop/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { ErrorPage } from './ErrorPage.tsx';
import { ErrorPageBoundary } from './ErrorPageBoundary.tsx';
import { errorDisplay } from './error-display.ts';
import { NotFoundError } from './not-found-error.ts';

afterEach(cleanup);

const german = {
  'Error.Heading': 'Etwas ist schiefgelaufen',
  'Error.NotFound': 'Diese Seite wurde nicht gefunden',
  'Error.ServerError': 'Auf dem Server ist ein Fehler aufgetreten',
  'Error.ErrorPageFailed': 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
  'Error.BackHome': 'Zurück zur Startseite',
  'Error.Details': 'Details',
};

function renderGerman(node: React.ReactNode) {
  return render(
    <I18nProvider locale="de-DE" dictionary={german}>
      {node}
    </I18nProvider>,
  );
}

describe('errorDisplay', () => {
  test.each([
    [{ statusCode: 404, status: 500, response: { status: 502 } }, 404],
    [{ status: 403, response: { status: 502 } }, 403],
    [{ response: { status: 502 } }, 502],
    [new Error('boom'), 500],
    ['a string', 500],
    [undefined, 500],
  ])('the status of %o is %i', (error, status) => {
    expect(errorDisplay(error).statusCode).toBe(status);
  });

  test('404 asks for the not-found message, everything else for the server error', () => {
    expect(errorDisplay(new NotFoundError()).messageKey).toBe('Error.NotFound');
    expect(errorDisplay({ status: 401 }).messageKey).toBe('Error.ServerError');
    expect(errorDisplay(new TypeError('x is undefined')).messageKey).toBe('Error.ServerError');
  });

  test('a chunk that could not be loaded is no 500: no status, a message to load the page again', () => {
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/Footer-abc.js');
    expect(errorDisplay(chunk)).toMatchObject({
      statusCode: undefined,
      messageKey: 'Error.LoadFailed',
      offerReload: true,
    });
  });
});

describe('ErrorPage', () => {
  test('shows the translated heading, the status and the translated message, never the raw text', () => {
    renderGerman(
      <ErrorPage
        error={Object.assign(new Error('relation "orders" does not exist'), { statusCode: 503 })}
        showDetails={false}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Etwas ist schiefgelaufen');
    expect(screen.getByTestId('error-status').textContent).toBe('503');
    expect(screen.getByTestId('error-message').textContent).toBe('Auf dem Server ist ein Fehler aufgetreten');
    expect(document.body.textContent).not.toContain('does not exist');
    expect(screen.queryByText('Details')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });

  test('a 404 says the page could not be found', () => {
    renderGerman(<ErrorPage error={new NotFoundError('no product p-1')} showDetails={false} />);
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.getByTestId('error-message').textContent).toBe('Diese Seite wurde nicht gefunden');
    // The title says which error, not only that one happened.
    expect(document.title).toBe('Diese Seite wurde nicht gefunden');
    expect(document.body.textContent).not.toContain('p-1');
  });

  test('in development the details hold the error itself', () => {
    renderGerman(<ErrorPage error={new TypeError('cart is undefined')} showDetails />);
    expect(screen.getByText('Details').tagName).toBe('SUMMARY');
    expect(document.querySelector('pre')?.textContent).toContain('TypeError: cart is undefined');
    expect(screen.getByTestId('error-message').textContent).toBe('Auf dem Server ist ein Fehler aufgetreten');
  });

  test('without a dictionary it falls back to English, not to keys', () => {
    render(<ErrorPage error={{ status: 404 }} showDetails={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByTestId('error-message').textContent).toBe('This page could not be found');
  });
});

/** A stand-in for an error page that throws while rendering. */
function Failing(): never {
  throw new RangeError('error page exploded');
}

describe('ErrorPageBoundary', () => {
  test('when the error page fails: the message, the details and a link home', () => {
    renderGerman(
      <ErrorPageBoundary original={new Error('first failure')} showDetails>
        <Failing />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
    );
    const details = document.querySelector('pre')?.textContent ?? '';
    expect(details).toContain('first failure');
    expect(details).toContain('RangeError: error page exploded');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/');
  });

  test('in production the details name the kinds of error only', () => {
    render(
      <ErrorPageBoundary original={new Error('secret internals')} showDetails={false}>
        <Failing />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'An error occurred while showing the error page',
    );
    expect(document.querySelector('pre')?.textContent).toBe('Error, RangeError');
    expect(document.body.textContent).not.toContain('secret internals');
    expect(screen.getByRole('link', { name: 'Back to the front page' }).getAttribute('href')).toBe('/');
  });

  test('renders its children when they do not fail', () => {
    render(
      <ErrorPageBoundary original={undefined}>
        <p>fine</p>
      </ErrorPageBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });
});
