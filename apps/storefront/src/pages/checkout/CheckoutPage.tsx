import { useTranslation } from '@clubshop/i18n';

/** CheckoutPage (filled in by a later step). */
export default function CheckoutPage() {
  const t = useTranslation();
  return <h1>{t('Checkout.Heading')}</h1>;
}
