import { useTranslation } from '@clubshop/i18n';

/** OrderHistoryPage (filled in by a later step). */
export default function OrderHistoryPage() {
  const t = useTranslation();
  return <h1>{t('User.Orders.Heading')}</h1>;
}
