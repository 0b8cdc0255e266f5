import { useTranslation } from '@clubshop/i18n';

/** OrderPage (filled in by a later step). */
export default function OrderPage() {
  const t = useTranslation();
  return <h1>{t('User.Orders.OrderNumber')}</h1>;
}
