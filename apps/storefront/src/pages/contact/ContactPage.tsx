import { useTranslation } from '@clubshop/i18n';

/** ContactPage (filled in by a later step). */
export default function ContactPage() {
  const t = useTranslation();
  return <h1>{t('Contact.Submit')}</h1>;
}
