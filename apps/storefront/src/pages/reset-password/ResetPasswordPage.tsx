import { useResetPassword } from '@clubshop/auth';
import { useTranslation } from '@clubshop/i18n';
import { ResetPasswordForm } from '@clubshop/ui-kit';
import { Link, useSearch } from 'wouter';
import { PageHead } from '../../head/PageHead.tsx';
import { paths } from '../../routing/paths.ts';

/** Set a new password (/reset-password/?token=, the link of the reset mail). */
export default function ResetPasswordPage() {
  const t = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const head = <PageHead title={t('User.ResetPassword.Heading')} robotsIndex={false} />;
  return (
    <>
      {head}
      <section className="sf-account-form" aria-labelledby="sf-reset-password-heading">
        <h1 id="sf-reset-password-heading">{t('User.ResetPassword.Heading')}</h1>
        {token ? (
          <ResetPasswordForm
            labelledBy="sf-reset-password-heading"
            token={token}
            pending={reset.isPending}
            serverError={reset.isError ? reset.error.message || t('User.ResetPassword.Invalid') : null}
            success={
              reset.isSuccess ? (
                <>
                  {t('User.ResetPassword.Success')} <Link href={paths.login}>{t('User.Login.Heading')}</Link>
                </>
              ) : undefined
            }
            onSubmit={(values) =>
              reset.mutateAsync(values).then(
                () => undefined,
                () => undefined,
              )
            }
          />
        ) : (
          <p role="alert">{t('User.ResetPassword.Invalid')}</p>
        )}
      </section>
    </>
  );
}
