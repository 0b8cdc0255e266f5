import { useForgotPassword } from '@clubshop/auth';
import { useTranslation } from '@clubshop/i18n';
import { ForgotPasswordForm } from '@clubshop/ui-kit';
import { PageHead } from '../../head/PageHead.tsx';

/** Request a password reset (/forgot-password/): the API mails a link to /reset-password/?token=. */
export default function ForgotPasswordPage() {
  const t = useTranslation();
  const forgot = useForgotPassword();
  const head = <PageHead title={t('User.ForgotPassword.Heading')} robotsIndex={false} />;
  return (
    <>
      {head}
      <section className="sf-account-form" aria-labelledby="sf-forgot-password-heading">
        <h1 id="sf-forgot-password-heading">{t('User.ForgotPassword.Heading')}</h1>
        <ForgotPasswordForm
          labelledBy="sf-forgot-password-heading"
          pending={forgot.isPending}
          serverError={forgot.isError ? forgot.error.message : null}
          onSubmit={(values) => forgot.mutateAsync(values).then(() => undefined)}
        />
      </section>
    </>
  );
}
