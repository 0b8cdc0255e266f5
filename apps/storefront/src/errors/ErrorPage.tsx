import { useTranslation } from '@clubshop/i18n';
import { PageHead } from '../head/PageHead.tsx';
import { errorDetails, errorDisplay } from './error-display.ts';
import { showErrorDetails } from './show-error-details.ts';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** What went wrong: its status code picks the message; its own text is for developers only. */
  error: unknown;
  /** Show the error's own text and stack in a disclosure; default: in development only. */
  showDetails?: boolean | undefined;
}

/** A translation, or the English text when the dictionary has none (it may have failed to load). */
function translatedOr(t: (key: string) => string, key: string, fallback: string): string {
  const translated = t(key);
  return translated === key ? fallback : translated;
}

/**
 * The error page (docs/product/requirements.md#errors): the heading from `Error.Heading`, the
 * status code and a translated message (`Error.NotFound` for 404, `Error.ServerError` otherwise).
 * The error's own text never reaches a shopper: in development it is shown under `Error.Details`.
 */
export function ErrorPage({ error, showDetails = showErrorDetails }: ErrorPageProps) {
  const t = useTranslation();
  const { statusCode, messageKey, fallbackMessage, offerReload } = errorDisplay(error);
  const translated = t(messageKey);
  // A dictionary that failed to load returns the key: the English sentence reads better.
  const message = translated === messageKey ? fallbackMessage : translated;
  const translatedHeading = t('Error.Heading');
  const heading = translatedHeading === 'Error.Heading' ? 'Something went wrong' : translatedHeading;
  // The title is the message ("This page could not be found"), which says more in a tab, the
  // history and a screen reader's announcement of the page than the heading shared by every error.
  // An error answer is nothing for a search engine to keep.
  const head = <PageHead title={message} robotsIndex={false} />;
  return (
    <>
      {head}
      <section className="sf-error" aria-labelledby="sf-error-heading">
        <h1 id="sf-error-heading">{heading}</h1>
        {statusCode === undefined ? null : (
          <p className="sf-error__status" data-testid="error-status">
            {statusCode}
          </p>
        )}
        <p data-testid="error-message">{message}</p>
        {offerReload ? (
          // A plain link to the same address: a full load, with the current build's code.
          <p>
            <a href={typeof window === 'undefined' ? '' : window.location.href}>
              {translatedOr(t, 'Error.Reload', 'Load the page again')}
            </a>
          </p>
        ) : null}
        {showDetails ? (
          <details className="sf-error__details">
            <summary>{t('Error.Details')}</summary>
            <pre>{errorDetails(error)}</pre>
          </details>
        ) : null}
      </section>
    </>
  );
}
