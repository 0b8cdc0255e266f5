import { useResetPassword } from '@clubshop/auth';
import { useI18n } from '@clubshop/i18n';
import { ResetPasswordForm } from '@clubshop/ui-kit';
import { Link, useSearch } from 'wouter';
import { useErrorMessage } from '../../forms/error-message.ts';
import { formActionMessage, useFormActionResult } from '../../forms/form-action-result.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { paths } from '../../routing/paths.ts';

/** Set a new password (/reset-password/?token=, the link of the reset mail). */
export default function ResetPasswordPage() {
  const i18n = useI18n();
  const { t } = i18n;
  // What the server answered to the form posted before this page's code ran (decision 0034): the
  // form posts to the path without the token (it goes in the body), so an error page has it there.
  const [posted, clearPosted] = useFormActionResult('reset-password');
  const token = new URLSearchParams(useSearch()).get('token') || posted?.values?.token || '';
  const reset = useResetPassword();
  const errorText = useErrorMessage();
  const head = <PageHead title={t('User.ResetPassword.Heading')} robotsIndex={false} />;
  return (
    <>
      {head}
      <section className="sf-account-form" aria-labelledby="sf-reset-password-heading">
        <h1 id="sf-reset-password-heading">{t('User.ResetPassword.Heading')}</h1>
        {posted?.ok ? (
          <p className="sf-alert sf-alert--success" role="status">
            {t('User.ResetPassword.Success')} <Link href={paths.login}>{t('User.Login.Heading')}</Link>
          </p>
        ) : token ? (
          <ResetPasswordForm
            labelledBy="sf-reset-password-heading"
            token={token}
            action={paths.resetPassword}
            name="reset-password"
            hiddenFields={{ _action: 'reset-password' }}
            initialErrors={posted?.fieldErrors}
            pending={reset.isPending}
            serverError={reset.isError ? errorText(reset.error) : (formActionMessage(i18n, posted) ?? null)}
            success={
              reset.isSuccess ? (
                <>
                  {t('User.ResetPassword.Success')} <Link href={paths.login}>{t('User.Login.Heading')}</Link>
                </>
              ) : undefined
            }
            onSubmit={(values) => {
              clearPosted();
              return reset.mutateAsync(values).then(() => undefined);
            }}
          />
        ) : (
          <p role="alert">{t('User.ResetPassword.Invalid')}</p>
        )}
      </section>
    </>
  );
}
