'use client';

import { useTranslation } from '@clubshop/i18n';
import { type ReactNode, useId } from 'react';
import { cx } from '../../primitives/class-names.ts';
import './error-page.css';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** HTTP status to show; default 500 (see `errorStatusCode` to read it from an error). */
  statusCode?: number;
  /** What went wrong, e.g. "This page could not be found". */
  message?: ReactNode;
  /** Technical details, folded away under a summary. */
  details?: ReactNode;
  /** A slot for the way back, e.g. `<Link href="/">Back to the shop</Link>`. */
  homeLink?: ReactNode;
  /** The heading level; default 1 (the page's main heading). */
  headingLevel?: 1 | 2;
  className?: string;
}

/** The error page: heading from `Error.Heading`, status code, message, optional details and a way home. */
export function ErrorPage({
  statusCode = 500,
  message,
  details,
  homeLink,
  headingLevel = 1,
  className,
}: ErrorPageProps) {
  const t = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = useId();
  return (
    <section data-slot="error-page" className={cx('cs-error-page', className)} aria-labelledby={headingId}>
      <p className="cs-error-page__status" data-slot="error-status">
        {statusCode}
      </p>
      <Heading id={headingId} className="cs-error-page__heading">
        {t('Error.Heading')}
      </Heading>
      {message ? <p className="cs-error-page__message">{message}</p> : null}
      {details ? (
        <details className="cs-error-page__details">
          <summary>{t('Error.Details')}</summary>
          {typeof details === 'string' ? <pre>{details}</pre> : details}
        </details>
      ) : null}
      {homeLink}
    </section>
  );
}
