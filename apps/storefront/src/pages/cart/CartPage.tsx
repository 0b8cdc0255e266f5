import { useBasket, useUpdateBasketLines } from '@clubshop/basket';
import { useAddVoucher, useRemoveVoucher } from '@clubshop/checkout';
import { useI18n } from '@clubshop/i18n';
import { BasketLines, BasketSummary, VoucherInput } from '@clubshop/ui-kit';
import { Link } from 'wouter';
import { PageHead } from '../../head/PageHead.tsx';
import { paths } from '../../routing/paths.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';

/**
 * The basket page (/cart/): lines with quantity steppers (0 removes), a voucher code (the same
 * input and checkout calls as on /checkout/; the totals follow its answer), totals, go to checkout.
 */
export default function CartPage() {
  const { t } = useI18n();
  const basket = useBasket();
  const update = useUpdateBasketLines();
  const addVoucher = useAddVoucher();
  const removeVoucher = useRemoveVoucher();
  const head = <PageHead title={t('Basket.Heading')} robotsIndex={false} />;
  if (basket.isPending) return <PageLoading />;
  if (basket.isError) throw basket.error;
  const { basket: data, summary } = basket.data;
  const pending = update.isPending ? (update.variables ?? []).map((line) => line.id) : [];
  return (
    <>
      {head}
      <article className="sf-cart">
        <h1>{t('Basket.Heading')}</h1>
        {data.lines.length === 0 ? (
          <>
            <p>{t('Basket.Empty')}</p>
            <Link href={paths.home}>{t('Basket.ContinueShopping')}</Link>
          </>
        ) : (
          <div className="sf-cart__layout">
            <BasketLines
              lines={data.lines}
              pendingLineIds={pending}
              onQuantityChange={(id, quantity) => update.mutate([{ id, quantity }])}
              onRemove={(id) => update.mutate([{ id, quantity: 0 }])}
            />
            <aside>
              <VoucherInput
                vouchers={data.vouchers}
                onAdd={(code) => {
                  removeVoucher.reset();
                  addVoucher.mutate(code);
                }}
                onRemove={(code) => {
                  addVoucher.reset();
                  removeVoucher.mutate(code);
                }}
                pending={addVoucher.isPending || removeVoucher.isPending}
                error={(addVoucher.error ?? removeVoucher.error)?.message}
              />
              <BasketSummary totals={summary.totals} quantity={summary.quantity} />
              {update.isError ? (
                <p className="sf-alert sf-alert--error" role="alert">
                  {update.error.message}
                </p>
              ) : null}
              <Link href={paths.checkout} className="sf-button">
                {t('Basket.GoToCheckout')}
              </Link>
            </aside>
          </div>
        )}
      </article>
    </>
  );
}
