import { useBasketLoaded, useBasketSummary } from '@clubshop/basket';
import { useTranslation } from '@clubshop/i18n';
import { Link } from 'wouter';
import { paths } from '../../routing/paths.ts';

/**
 * The basket link with its quantity badge (spec section 2). A spinner shows until the basket has
 * loaded and while the quantity changes.
 */
export function BasketLink() {
  const t = useTranslation();
  const summary = useBasketSummary();
  const loaded = useBasketLoaded();
  const quantity = summary.data?.quantity ?? 0;
  const busy = !loaded || summary.isFetching;
  return (
    <Link href={paths.cart} className="sf-header__basket" aria-busy={busy}>
      {t('Header.Basket')}
      <span className="sf-badge" data-testid="basket-quantity">
        {busy ? <span className="sf-spinner sf-spinner--small" aria-hidden="true" /> : null}
        <span aria-hidden="true">{quantity}</span>
        <span className="sf-visually-hidden">{t('Basket.Items', { count: quantity })}</span>
      </span>
    </Link>
  );
}
