import type { BasketPriceChange } from '@clubshop/api-sdk';
import { useI18n } from '@clubshop/i18n';

/**
 * Tells the shopper which lines of their basket cost another price than when they added them
 * (the summary's `priceChanges`, decision 0078): on the basket page and at checkout, before they
 * pay. A status, read out when it appears; nothing when no price moved.
 */
export function PriceChangeNotice({ changes }: { changes: readonly BasketPriceChange[] | undefined }) {
  const { t, formatMoney } = useI18n();
  if (!changes || changes.length === 0) return null;
  const money = (value: BasketPriceChange['unitPrice']) =>
    formatMoney(value.amount, value.currency ?? undefined);
  return (
    <div className="sf-alert sf-alert--warning" role="status" data-testid="price-changes">
      <p>{t('Basket.PriceChanged.Heading', { count: changes.length })}</p>
      <ul>
        {changes.map((change) => (
          <li key={change.lineId}>
            {t('Basket.PriceChanged.Line', {
              name: change.name,
              before: money(change.addedUnitPrice),
              now: money(change.unitPrice),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
