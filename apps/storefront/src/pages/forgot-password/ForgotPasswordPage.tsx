import { useForgotPassword } from '@clubshop/auth';
import { useI18n } from '@clubshop/i18n';
import { ForgotPasswordForm } from '@clubshop/ui-kit';
import { useErrorMessage } from '../../forms/error-message.ts';
import { formActionMessage, useFormActionResult } from '../../forms/form-action-result.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { paths } from '../../routing/paths.ts';

/** Request a password reset (/forgot-password/): the API mails a link to /reset-password/?token=. */
export default function ForgotPasswordPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const forgot = useForgotPassword();
  const errorText = useErrorMessage();
  // What the server answered to the form posted before this page's code ran (decision 0034).
  const [posted, clearPosted] = useFormActionResult('forgot-password');
  const head = <PageHead title={t('User.ForgotPassword.Heading')} robotsIndex={false} />;
  return (
    <>
      {head}
      <section className="sf-account-form" aria-labelledby="sf-forgot-password-heading">
        <h1 id="sf-forgot-password-heading">{t('User.ForgotPassword.Heading')}</h1>
        <ForgotPasswordForm
          labelledBy="sf-forgot-password-heading"
          action={paths.forgotPassword}
          name="forgot-password"
          hiddenFields={{ _action: 'forgot-password' }}
          sent={posted?.ok}
          initialEmail={posted?.values?.email}
          initialErrors={posted?.fieldErrors}
          pending={forgot.isPending}
          serverError={forgot.isError ? errorText(forgot.error) : (formActionMessage(i18n, posted) ?? null)}
          onSubmit={(values) => {
            clearPosted();
            return forgot.mutateAsync(values).then(() => undefined);
          }}
        />
      </section>
    </>
  );
}
