import { useTranslation } from '@clubshop/i18n';

/** ReceiptPage (filled in by a later step). */
export default function ReceiptPage() {
  const t = useTranslation();
  return <h1>{t('Receipt.Heading')}</h1>;
}
