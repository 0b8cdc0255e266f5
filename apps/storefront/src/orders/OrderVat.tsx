import type { OrderVat as Vat } from '@clubshop/api-sdk';
import { formatVatRate, useI18n, useTranslation } from '@clubshop/i18n';

/**
 * The VAT included in an order's total, as the order recorded it (decision 0105): "Heraf moms
 * 25 %: 159,79 kr.". Nothing when the order has no VAT (its site had no rate for the destination).
 */
export function OrderVat({ vat }: { vat: Vat | undefined }) {
  const t = useTranslation();
  const { formatMoney, locale } = useI18n();
  if (!vat) return null;
  return (
    <p className="sf-order-vat" data-testid="order-vat">
      {t('Order.Vat', {
        rate: formatVatRate(vat.ratePercent, locale),
        amount: formatMoney(vat.amount.amount, vat.amount.currency),
      })}
    </p>
  );
}
