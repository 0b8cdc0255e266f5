import { useConfirmEmail } from '@clubshop/auth';
import { useTranslation } from '@clubshop/i18n';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { paths } from '../../routing/paths.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';

/**
 * The link of the confirmation mail (/confirm-email/?token=): confirms once, then offers login.
 * Once per token: React's StrictMode runs effects twice in development, and the second request
 * must not turn a success into "invalid link" (the API answers a repeated link as confirmed too).
 */
export default function ConfirmEmailPage() {
  const t = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const sentFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);
  // Until the answer is there (the request starts after the first render), nothing is claimed.
  if (token && (confirm.isIdle || confirm.isPending)) return <PageLoading />;
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
