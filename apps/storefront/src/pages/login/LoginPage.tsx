import { useTranslation } from '@clubshop/i18n';

/** LoginPage (filled in by a later step). */
export default function LoginPage() {
  const t = useTranslation();
  return <h1>{t('User.Login.Heading')}</h1>;
}
