import { useApiClient } from '@clubshop/auth';
import { useTranslation } from '@clubshop/i18n';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { PageHead } from '../../head/PageHead.tsx';
import { paths } from '../../routing/paths.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { confirmEmailQuery } from './confirm-email-query.ts';

/**
 * The link of the confirmation mail (/confirm-email/?token=): confirms once, then offers login.
 * The server confirms while it renders the page (see ssr/load-checkout.ts), so the HTML already
 * says how it went and the browser hydrates that answer; a page opened in the app confirms as it
 * shows (once per token, also under StrictMode: the query is shared).
 */
export default function ConfirmEmailPage() {
  const t = useTranslation();
  const client = useApiClient();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const confirm = useQuery(
    token
      ? confirmEmailQuery(client, token)
      : { queryKey: ['clubshop', 'user', 'confirm-email', ''], queryFn: skipToken },
  );
  // Until the answer is there, nothing is claimed.
  if (token && confirm.isPending) return <PageLoading />;
  const confirmed = Boolean(token) && confirm.isSuccess;
  const heading = confirmed ? t('User.ConfirmEmail.Success') : t('User.ResetPassword.Invalid');
  return (
    <section className="sf-account-form">
      <PageHead title={heading} robotsIndex={false} />
      <h1>{heading}</h1>
      <Link href={paths.login}>{t('User.Login.Heading')}</Link>
    </section>
  );
}
