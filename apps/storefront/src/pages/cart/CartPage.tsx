import { useBasket, useUpdateBasketLines } from '@clubshop/basket';
import { useAddVoucher, useRemoveVoucher } from '@clubshop/checkout';
import { useI18n } from '@clubshop/i18n';
import { BasketLines, BasketSummary, VoucherInput } from '@clubshop/ui-kit';
import { Link } from 'wouter';
import { PriceChangeNotice } from '../../basket/PriceChangeNotice.tsx';
import { useErrorMessage } from '../../forms/error-message.ts';
import { formActionMessage, useFormActionResult } from '../../forms/form-action-result.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { paths } from '../../routing/paths.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';

/**
 * The basket page (/cart/): lines with quantity steppers (0 removes), a voucher code (the same
 * input and checkout calls as on /checkout/; the totals follow its answer), totals, go to checkout.
 */
export default function CartPage() {
  const i18n = useI18n();
  const { t } = i18n;
  // What the server answered to a form of this page posted before its code ran (decision 0034).
  const [postedLine, clearPostedLine] = useFormActionResult('basket.line');
  const [postedVoucher, clearPostedVoucher] = useFormActionResult('voucher.add');
  const [postedVoucherRemoval, clearPostedVoucherRemoval] = useFormActionResult('voucher.remove');
  const postedVoucherResult = postedVoucher ?? postedVoucherRemoval;
  const basket = useBasket();
  const update = useUpdateBasketLines();
  const addVoucher = useAddVoucher();
  const removeVoucher = useRemoveVoucher();
  const errorText = useErrorMessage();
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
        <PriceChangeNotice changes={summary.priceChanges} />
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
              lineForm={{ action: paths.cart, hiddenFields: { _action: 'basket.line' } }}
              onQuantityChange={(id, quantity) => {
                clearPostedLine();
                update.mutate([{ id, quantity }]);
              }}
              onRemove={(id) => {
                clearPostedLine();
                update.mutate([{ id, quantity: 0 }]);
              }}
            />
            <aside>
              <VoucherInput
                vouchers={data.vouchers}
                action={paths.cart}
                hiddenFields={{ _action: 'voucher.add' }}
                initialCode={postedVoucher?.ok === false ? postedVoucher.values?.voucherCode : undefined}
                onAdd={(code) => {
                  clearPostedVoucher();
                  clearPostedVoucherRemoval();
                  removeVoucher.reset();
                  addVoucher.mutate(code);
                }}
                onRemove={(code) => {
                  clearPostedVoucher();
                  clearPostedVoucherRemoval();
                  addVoucher.reset();
                  removeVoucher.mutate(code);
                }}
                pending={addVoucher.isPending || removeVoucher.isPending}
                error={
                  addVoucher.error || removeVoucher.error
                    ? errorText(addVoucher.error ?? removeVoucher.error)
                    : ((postedVoucherResult?.fieldErrors?.voucherCode
                        ? t(postedVoucherResult.fieldErrors.voucherCode.key)
                        : undefined) ?? formActionMessage(i18n, postedVoucherResult))
                }
              />
              <BasketSummary totals={summary.totals} quantity={summary.quantity} />
              {update.isError || formActionMessage(i18n, postedLine) ? (
                <p className="sf-alert sf-alert--error" role="alert">
                  {update.isError ? errorText(update.error) : formActionMessage(i18n, postedLine)}
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
