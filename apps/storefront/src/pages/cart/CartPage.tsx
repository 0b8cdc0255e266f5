import { useTranslation } from '@clubshop/i18n';

/** CartPage (filled in by a later step). */
export default function CartPage() {
  const t = useTranslation();
  return <h1>{t('Basket.Heading')}</h1>;
}
