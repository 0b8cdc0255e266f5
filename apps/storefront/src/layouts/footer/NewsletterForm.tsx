import { useTranslation } from '@clubshop/i18n';
import { newsletterFormInitialValues, newsletterFormRules } from '@clubshop/validation';
import { useForm } from '@clubshop/validation/react';
import { useState } from 'react';
import { useStorefrontClient } from '../../app/client-context.ts';
import { consoleLogger } from '../../app/logger.ts';
import { TextInput } from '../../forms/TextInput.tsx';
import { newsletterTarget } from '../../newsletter/newsletter-target.ts';
import { useSite } from '../../site/site-context-react.ts';

type Outcome = 'idle' | 'success' | 'error';

/**
 * The footer's newsletter form (spec sections 4, 5 and 8): first name, email and terms required;
 * submitting disables the button with a spinner; success clears the form and says so, failure
 * shows a warning. Without a newsletter identifier or terms page nothing is sent (logged).
 */
export default function NewsletterForm() {
  const t = useTranslation();
  const client = useStorefrontClient();
  const { settings } = useSite();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const form = useForm({
    initialValues: newsletterFormInitialValues,
    rules: newsletterFormRules,
    onSubmit: async (values) => {
      const target = newsletterTarget(settings, consoleLogger);
      if (!target) return;
      setOutcome('idle');
      try {
        await client.users.newsletterSignup(target.listId, {
          termsId: target.termsId,
          email: values.email,
          firstName: values.firstName,
        });
        form.reset();
        setOutcome('success');
      } catch (error) {
        consoleLogger.error('Newsletter signup failed', error);
        setOutcome('error');
      }
    },
  });
  return (
    <form
      className="sf-newsletter"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={t('Footer.Newsletter.Heading')}
    >
      <TextInput
        label={t('Newsletter.FirstName')}
        field={form.field('firstName')}
        error={form.errors.firstName}
        autoComplete="given-name"
      />
      <TextInput
        label={t('Newsletter.Email')}
        field={form.field('email')}
        error={form.errors.email}
        type="email"
        autoComplete="email"
      />
      <div className="sf-field sf-field--checkbox">
        <label>
          <input {...form.checkbox('terms')} aria-invalid={form.errors.terms ? true : undefined} />{' '}
          {t('Newsletter.Terms')}
        </label>
        {form.errors.terms ? (
          <p className="sf-field__error">{t(form.errors.terms.key, form.errors.terms.params)}</p>
        ) : null}
      </div>
      <button type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
        {form.isSubmitting ? <span className="sf-spinner sf-spinner--small" aria-hidden="true" /> : null}
        {t('Newsletter.Submit')}
      </button>
      <div role="status" aria-live="polite">
        {outcome === 'success' ? (
          <p className="sf-alert sf-alert--success">{t('Newsletter.SubmitSuccess')}</p>
        ) : null}
      </div>
      {outcome === 'error' ? (
        <p className="sf-alert sf-alert--warning" role="alert">
          {t('Newsletter.SubmitError')}
        </p>
      ) : null}
    </form>
  );
}
