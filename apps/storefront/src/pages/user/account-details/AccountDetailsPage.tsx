import { useTranslation } from '@clubshop/i18n';

/** AccountDetailsPage (filled in by a later step). */
export default function AccountDetailsPage() {
  const t = useTranslation();
  return <h1>{t('User.Profile.AccountDetails')}</h1>;
}
