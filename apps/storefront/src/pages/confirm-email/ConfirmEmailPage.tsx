import { useConfirmEmail } from '@clubshop/auth';
import { useTranslation } from '@clubshop/i18n';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { paths } from '../../routing/paths.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';

/** The link of the confirmation mail (/confirm-email/?token=): confirms once, then offers login. */
export default function ConfirmEmailPage() {
  const t = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);
  if (confirm.isPending) return <PageLoading />;
  return (
    <section className="sf-account-form">
      {confirm.isError || !token ? (
        <h1 role="alert">{t('User.ResetPassword.Invalid')}</h1>
      ) : (
        <h1>{t('User.ConfirmEmail.Success')}</h1>
      )}
      <Link href={paths.login}>{t('User.Login.Heading')}</Link>
    </section>
  );
}
