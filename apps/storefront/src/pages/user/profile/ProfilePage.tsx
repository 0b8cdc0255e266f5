import { useTranslation } from '@clubshop/i18n';

/** ProfilePage (filled in by a later step). */
export default function ProfilePage() {
  const t = useTranslation();
  return <h1>{t('User.Profile.MyAccount')}</h1>;
}
