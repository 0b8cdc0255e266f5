import { useTranslation } from '@clubshop/i18n';

/** SearchPage (filled in by a later step). */
export default function SearchPage() {
  const t = useTranslation();
  return <h1>{t('Search.Heading')}</h1>;
}
