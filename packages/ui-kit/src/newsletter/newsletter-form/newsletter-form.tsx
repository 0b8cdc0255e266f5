'use client';

import { useI18n } from '@clubshop/i18n';
import {
  type FormErrors,
  type NewsletterFormValues,
  newsletterFormInitialValues,
  newsletterFormRules,
} from '@clubshop/validation';
import { useForm } from '@clubshop/validation/react';
import { useId, useState } from 'react';
import type { NativeFormProps } from '../../forms/form-kit/form-shell.tsx';
import { useErrorText } from '../../forms/form-kit/use-error-text.ts';
import { useFieldBinder } from '../../forms/form-kit/use-field-binder.ts';
import { Alert } from '../../primitives/alert/alert.tsx';
import { Button } from '../../primitives/button/button.tsx';
import { Checkbox } from '../../primitives/checkbox/checkbox.tsx';
import { Link } from '../../primitives/link/link.tsx';
import { TextField } from '../../primitives/text-field/text-field.tsx';
import './newsletter-form.css';
import { HiddenFields } from '../../forms/form-kit/hidden-fields.tsx';

/**
 * Where the newsletter form is (docs/product/requirements.md#states): idle, submitting, then
 * submitted or failed.
 */
export type NewsletterStatus = 'idle' | 'submitting' | 'submitted' | 'failed';

/** Props of {@link NewsletterForm}. */
export interface NewsletterFormProps extends NativeFormProps {
  /**
   * Signs up (the app adds the terms page id and the list id). Resolving means success: the form
   * empties and thanks; rejecting shows a warning and keeps what was typed. Resolving `false`
   * means nothing was sent (e.g. the site has no newsletter list): the form stays as it was.
   */
  onSubmit: (values: NewsletterFormValues) => Promise<unknown>;
  /**
   * The terms page (the site's `termsAndConditionsPage.url`), linked from the checkbox. Without it
   * the terms words are plain text (e.g. the footer around the form links the page already).
   */
  termsUrl?: string | undefined;
  /** Heading text; none when absent (e.g. the footer gives its own). */
  heading?: string | undefined;
  /** Accessible name of the form when it has no `heading` (e.g. the footer section's heading). */
  label?: string | undefined;
  /** `inline` puts the fields side by side from 1024 px (the footer); default `stacked`. */
  layout?: 'stacked' | 'inline' | undefined;
  /** Hears every status change (e.g. for tracking a signup). */
  onStatusChange?: ((status: NewsletterStatus) => void) | undefined;
  /**
   * Where the form starts: a server's answer to the form posted before hydration (decision 0034),
   * `submitted` (thanks) or `failed` (the warning, with `initialValues` kept).
   */
  initialStatus?: 'submitted' | 'failed' | undefined;
  /** What the fields start with (the shopper's input the server sends back with a refusal). */
  initialValues?: Partial<NewsletterFormValues> | undefined;
  /** Errors the server found in a posted form, shown until the field changes. */
  initialErrors?: FormErrors<NewsletterFormValues> | undefined;
}

/**
 * The newsletter signup: first name (required), e-mail (required, valid) and the terms checkbox
 * (required, with a link to the terms page), validated in eager mode. While submitting the button
 * is disabled with a spinner; success clears the form and shows `Newsletter.SubmitSuccess`,
 * failure shows a warning with `Newsletter.SubmitError`.
 *
 * Dictionary keys: `Newsletter.FirstName`, `Newsletter.Email`, `Newsletter.TermsLabel`,
 * `Newsletter.TermsLink`, `Newsletter.Submit`, `Newsletter.SubmitSuccess`,
 * `Newsletter.SubmitError`, `Form.Validation.*`.
 *
 * Before hydration (or without JavaScript) it posts natively to `action` with `hiddenFields`
 * ({@link NativeFormProps}): the fields are named `firstName`, `email` and `terms` (`on` when
 * ticked); the app's server answers with `initialStatus`, `initialValues` and `initialErrors`.
 *
 * @example
 * <NewsletterForm label="Newsletter" hiddenFields={{ _action: 'newsletter' }}
 *   onSubmit={(values) => client.users.newsletterSignup(listId, { termsId, ...values })} />
 */
export function NewsletterForm({
  onSubmit,
  termsUrl,
  heading,
  label,
  layout = 'stacked',
  onStatusChange,
  initialStatus,
  initialValues,
  initialErrors,
  action,
  name,
  hiddenFields,
}: NewsletterFormProps) {
  const { t } = useI18n();
  const headingId = useId();
  const errorText = useErrorText();
  const [status, setStatusState] = useState<NewsletterStatus>(initialStatus ?? 'idle');
  const setStatus = (next: NewsletterStatus) => {
    setStatusState(next);
    onStatusChange?.(next);
  };
  const form = useForm<NewsletterFormValues>({
    initialValues: { ...newsletterFormInitialValues, ...initialValues },
    rules: newsletterFormRules,
    onSubmit: async (values) => {
      setStatus('submitting');
      let outcome: unknown;
      try {
        outcome = await onSubmit(values);
      } catch {
        setStatus('failed');
        return;
      }
      if (outcome === false) {
        setStatus('idle');
        return;
      }
      form.reset();
      setStatus('submitted');
    },
  });
  const bind = useFieldBinder(form, initialErrors);
  const { type: _type, ...terms } = form.checkbox('terms');
  const termsError =
    form.errors.terms ?? (form.submitCount === 0 && !form.dirty.terms ? initialErrors?.terms : undefined);
  const submitting = status === 'submitting';

  return (
    <form
      method="post"
      action={action}
      name={name}
      className={`cs-newsletter cs-newsletter--${layout}`}
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
      aria-busy={submitting || undefined}
    >
      <HiddenFields fields={hiddenFields} />
      {heading && (
        <h2 id={headingId} className="cs-newsletter__heading">
          {heading}
        </h2>
      )}
      <div className="cs-newsletter__fields">
        <TextField
          {...bind('firstName')}
          label={t('Newsletter.FirstName')}
          autoComplete="given-name"
          required
          disabled={submitting}
        />
        <TextField
          {...bind('email')}
          label={t('Newsletter.Email')}
          type="email"
          autoComplete="email"
          required
          disabled={submitting}
        />
      </div>
      <Checkbox
        {...terms}
        required
        disabled={submitting}
        error={errorText(termsError)}
        label={
          <>
            {t('Newsletter.TermsLabel')}{' '}
            {termsUrl ? (
              <Link href={termsUrl} target="_blank">
                {t('Newsletter.TermsLink')}
              </Link>
            ) : (
              t('Newsletter.TermsLink')
            )}
          </>
        }
      />
      <div className="cs-newsletter__actions">
        <Button type="submit" loading={submitting}>
          {t('Newsletter.Submit')}
        </Button>
      </div>
      {status === 'submitted' && <Alert tone="success">{t('Newsletter.SubmitSuccess')}</Alert>}
      {status === 'failed' && <Alert tone="warning">{t('Newsletter.SubmitError')}</Alert>}
    </form>
  );
}
