import { useTranslation } from '@clubshop/i18n';
import { errorDisplay } from './error-display.ts';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** What went wrong: its status code and message are shown. */
  error: unknown;
}

function ErrorPageContent({ error }: ErrorPageProps) {
  const t = useTranslation();
  const { statusCode, message } = errorDisplay(error);
  return (
    <section className="sf-error" aria-labelledby="sf-error-heading">
      <h1 id="sf-error-heading">{t('Error.Heading')}</h1>
      <p className="sf-error__status" data-testid="error-status">
        {statusCode}
      </p>
      <p>{message}</p>
    </section>
  );
}

/** The error page: a heading from `Error.Heading`, the status code and a message. */
export function ErrorPage({ error }: ErrorPageProps) {
  return <ErrorPageContent error={error} />;
}
