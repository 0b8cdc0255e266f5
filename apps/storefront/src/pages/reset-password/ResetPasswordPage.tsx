import { useTranslation } from '@clubshop/i18n';

/** ResetPasswordPage (filled in by a later step). */
export default function ResetPasswordPage() {
  const t = useTranslation();
  return <h1>{t('User.ResetPassword.Heading')}</h1>;
}
