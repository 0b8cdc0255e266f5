import { useBasket, useUpdateBasketLines } from '@clubshop/basket';
import { useAddVoucher, useRemoveVoucher } from '@clubshop/checkout';
import { useI18n } from '@clubshop/i18n';
import { BasketLines, BasketSummary, VisuallyHidden, VoucherInput } from '@clubshop/ui-kit';
import { useEffect, useRef, useState } from 'react';
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
 * Each change of a line is announced in a live region once the basket answers; a removed line's
 * focus goes to the page's heading (decision 0077).
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
  // What a screen reader hears after a line changes (the live region is there before the change).
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const lineCount = basket.data?.basket.lines.length;
  // A removed line takes the focused button with it: the focus goes to the page's heading.
  const previousCount = useRef(lineCount);
  useEffect(() => {
    const fewer = lineCount !== undefined && lineCount < (previousCount.current ?? 0);
    previousCount.current = lineCount;
    const active = document.activeElement;
    if (fewer && (!active || active === document.body || !active.isConnected)) {
      heading.current?.focus({ preventScroll: true });
    }
  }, [lineCount]);
  if (basket.isPending) return <PageLoading />;
  if (basket.isError) throw basket.error;
  const { basket: data, summary } = basket.data;
  const changeLine = (id: string, quantity: number) => {
    clearPostedLine();
    const name = data.lines.find((line) => line.id === id)?.name ?? '';
    setAnnouncement('');
    update.mutate([{ id, quantity }], {
      onSuccess: (answer) => {
        const total = i18n.formatMoney(
          answer.summary.totals.total.amount,
          answer.summary.totals.total.currency ?? undefined,
        );
        setAnnouncement(
          quantity === 0
            ? t('Basket.Announce.Removed', { name, total })
            : t('Basket.Announce.Quantity', { name, quantity, total }),
        );
      },
    });
  };
  const pending = update.isPending ? (update.variables ?? []).map((line) => line.id) : [];
  return (
    <>
      {head}
      <article className="sf-cart">
        <h1 ref={heading} tabIndex={-1}>
          {t('Basket.Heading')}
        </h1>
        <PriceChangeNotice changes={summary.priceChanges} />
        <VisuallyHidden role="status" data-testid="basket-announcement">
          {announcement}
        </VisuallyHidden>
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
              onQuantityChange={changeLine}
              onRemove={(id) => changeLine(id, 0)}
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
