/**
 * The price and the discount price of a colour in each currency the club sells in, as typed
 * (major units): the product editor's and the new-product form's one price field per currency.
 */
import { TextField } from '@clubshop/ui-kit';
import { useT } from '../../app/i18n.ts';

/** The typed prices of a colour, by currency. */
export type TypedPrices = Record<string, { price: string; discount: string }>;

export function PriceTable(props: {
  prices: TypedPrices;
  /** The id of a currency's price and discount field (also its error's key). */
  ids: { price: (currency: string) => string; discount: (currency: string) => string };
  error: (id: string) => string | undefined;
  onChange: (currency: string, field: 'price' | 'discount', value: string) => void;
}) {
  const { t } = useT();
  return (
    <table className="bo-table">
      <caption>{t('Product.Prices')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Product.Currency')}</th>
          <th scope="col">{t('Product.Price')}</th>
          <th scope="col">{t('Product.Discount')}</th>
        </tr>
      </thead>
      <tbody>
        {Object.keys(props.prices).map((currency) => (
          <tr key={currency}>
            <th scope="row" data-label={t('Product.Currency')}>
              {currency}
            </th>
            <td>
              <TextField
                id={props.ids.price(currency)}
                label={t('Product.PriceIn', { currency })}
                inputMode="decimal"
                value={props.prices[currency]?.price ?? ''}
                error={props.error(props.ids.price(currency))}
                onChange={(event) => props.onChange(currency, 'price', event.target.value)}
              />
            </td>
            <td>
              <TextField
                id={props.ids.discount(currency)}
                label={t('Product.DiscountIn', { currency })}
                description={t('Product.DiscountHelp')}
                inputMode="decimal"
                value={props.prices[currency]?.discount ?? ''}
                error={props.error(props.ids.discount(currency))}
                onChange={(event) => props.onChange(currency, 'discount', event.target.value)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
