import { useTranslation } from '@clubshop/i18n';

/** ForgotPasswordPage (filled in by a later step). */
export default function ForgotPasswordPage() {
  const t = useTranslation();
  return <h1>{t('User.ForgotPassword.Heading')}</h1>;
}
