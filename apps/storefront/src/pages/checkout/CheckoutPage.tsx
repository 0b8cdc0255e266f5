import { useProfile } from '@clubshop/auth';
import {
  isEmptyAddress,
  useAddVoucher,
  useCheckout,
  useDeleteShippingAddress,
  useDropPoints,
  useRemoveVoucher,
  useSelectPaymentProvider,
  useSelectShipping,
  useSetComment,
  useSubmitCheckout,
  useUpdateInvoiceDetails,
  useUpdateShippingDetails,
} from '@clubshop/checkout';
import { useI18n } from '@clubshop/i18n';
import {
  BasketSummary,
  CheckoutForm,
  type CheckoutFormValues,
  PaymentProviderSelector,
  ShippingProviderSelector,
  VoucherInput,
} from '@clubshop/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useFullNavigate } from '../../app/full-navigation.ts';
import { consoleLogger } from '../../app/logger.ts';
import { PriceChangeNotice } from '../../basket/PriceChangeNotice.tsx';
import { useErrorMessage } from '../../forms/error-message.ts';
import { formActionMessage, useFormActionResult } from '../../forms/form-action-result.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { newsletterTarget } from '../../newsletter/newsletter-target.ts';
import { paths } from '../../routing/paths.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { useSite } from '../../site/site-context-react.ts';
import { useTracker } from '../../tracking/use-tracker.ts';
import { CHECKOUT_ACTION, CHECKOUT_VOUCHER_ACTION, type CheckoutPostedChoices } from './checkout-post.ts';
import { invoiceDetailsFromProfile } from './profile-address.ts';
import { siteCountry, withCountry } from './site-country.ts';

/**
 * Why the payment page sent the shopper back (`?payment=failed&reason=...`, see the commerce
 * API's payment routes), as a dictionary key; null when it did not.
 */
function paymentFailure(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('payment') !== 'failed') return null;
  const reason = params.get('reason');
  if (reason === 'voucher-used') return 'Checkout.PaymentFailed.VoucherUsed';
  if (reason === 'expired') return 'Checkout.PaymentFailed.Expired';
  return 'Checkout.PaymentFailed';
}

/** The order comment is saved once typing pauses this long (one request, not one per key). */
const COMMENT_SAVE_DELAY_MS = 600;

/**
 * The checkout (/checkout/, payment's cancel target): billing and shipping addresses through the
 * address queue, shipping with drop points, voucher, comment, payment provider, newsletter tick,
 * then submit: the browser goes to the payment page and comes back to /receipt/ or /checkout/.
 */
export default function CheckoutPage() {
  const i18n = useI18n();
  const { t, currency } = i18n;
  const { settings } = useSite();
  const tracker = useTracker();
  const view = useCheckout();
  const updateInvoice = useUpdateInvoiceDetails();
  const updateShipping = useUpdateShippingDetails();
  const deleteShipping = useDeleteShippingAddress();
  const selectShipping = useSelectShipping();
  const selectPayment = useSelectPaymentProvider();
  const setComment = useSetComment();
  const addVoucher = useAddVoucher();
  const removeVoucher = useRemoveVoucher();
  const errorText = useErrorMessage();
  const submit = useSubmitCheckout({ navigate: useFullNavigate() });
  // What the server answered to the checkout posted before this page's code ran (decision 0034).
  const [posted, clearPosted] = useFormActionResult(CHECKOUT_ACTION);
  const [postedVoucher, clearPostedVoucher] = useFormActionResult(CHECKOUT_VOUCHER_ACTION);
  const choices: CheckoutPostedChoices = posted?.values ?? {};
  const [zipCode, setZipCode] = useState<string>();
  const [newsletter, setNewsletter] = useState(() => choices.newsletter === 'on');
  const [choiceErrors, setChoiceErrors] = useState<{ shipping?: string; payment?: string }>(() => {
    const errors = posted?.fieldErrors ?? {};
    const text = (name: string) => {
      const error = errors[name];
      return error ? t(error.key, error.params) : undefined;
    };
    const shipping = text('shippingMethodId');
    const payment = text('paymentProviderId');
    return { ...(shipping ? { shipping } : {}), ...(payment ? { payment } : {}) };
  });
  const search = useSearch();
  const failure = paymentFailure(search);
  const commentTimer = useRef<number | undefined>(undefined);
  const began = useRef(false);
  // A logged-in customer's checkout starts from the profile when it holds no billing address yet.
  const profile = useProfile();
  const profileLoading = profile.isPending && profile.fetchStatus !== 'idle';
  const [prefilled, setPrefilled] = useState(false);
  const prefill =
    !prefilled && profile.data && !view.query.isPending && isEmptyAddress(view.invoiceDetails)
      ? invoiceDetailsFromProfile(profile.data)
      : undefined;
  // Not indexed (robots noindex), but shared links and browser previews still show a description.
  const head = (
    <PageHead title={t('Checkout.Heading')} description={t('Checkout.MetaDescription')} robotsIndex={false} />
  );

  // Payment's cancel target is /checkout/?payment=cancelled: say so, with everything kept.
  const paymentCancelled = new URLSearchParams(search).get('payment') === 'cancelled';
  const chosenMethod = view.shippingProviders.find((method) => method.id === view.shippingProvider);
  const addressZipCode =
    (view.useShippingAddress ? view.shippingDetails.zipCode : view.invoiceDetails.zipCode) || undefined;
  // A drop point chosen before (e.g. before a cancelled payment) shows again: its search is run
  // for the zip code it was chosen near until the shopper searches another.
  const dropPointsZipCode =
    zipCode ??
    (chosenMethod?.requiresDropPoint
      ? (choices.dropPointZipCode ?? (view.droppoint ? (view.customZipCode ?? addressZipCode) : undefined))
      : undefined);
  const dropPoints = useDropPoints(
    chosenMethod?.requiresDropPoint ? chosenMethod.id : undefined,
    dropPointsZipCode,
  );
  const summary = view.summary;
  // The payment choice lives on the device until payment: a posted one is shown again.
  const paymentProvider = view.paymentProvider ?? choices.paymentProviderId;
  const countries = settings?.checkoutSettings.countries ?? [];
  const homeCountry = siteCountry(settings?.locale, countries);

  useEffect(() => {
    if (began.current || !summary || summary.quantity === 0) return;
    began.current = true;
    tracker.ecommerce('begin_checkout', { currency, value: summary.totals.total.amount, items: [] });
  }, [summary, tracker, currency]);
  useEffect(() => () => window.clearTimeout(commentTimer.current), []);
  // The prefilled address goes to the server as typed ones do (once), so paying needs no edit.
  useEffect(() => {
    if (!prefill || !summary || summary.quantity === 0) return;
    setPrefilled(true);
    updateInvoice(prefill);
  }, [prefill, summary, updateInvoice]);

  if ((view.query.isPending && view.token !== undefined) || profileLoading) return <PageLoading />;
  if (view.query.isError) throw view.query.error;
  if (!summary || summary.quantity === 0) {
    return (
      <article className="sf-checkout">
        {head}
        <h1>{t('Checkout.Heading')}</h1>
        <p>{t('Basket.Empty')}</p>
        <Link href={paths.home}>{t('Basket.ContinueShopping')}</Link>
      </article>
    );
  }

  const onSubmit = async ({ invoiceDetails }: CheckoutFormValues) => {
    const errors = {
      ...(view.shippingProvider ? {} : { shipping: t('Form.Validation.Required') }),
      ...(chosenMethod?.requiresDropPoint && !view.droppoint
        ? { shipping: t('Form.Validation.Required') }
        : {}),
      ...(paymentProvider ? {} : { payment: t('Form.Validation.Required') }),
    };
    setChoiceErrors(errors);
    clearPosted();
    if (Object.keys(errors).length > 0 || !paymentProvider) return;
    const target = newsletter ? newsletterTarget(settings, consoleLogger) : undefined;
    await submit
      .mutateAsync({
        paymentProviderId: paymentProvider,
        ...(target
          ? {
              newsletter: {
                listId: target.listId,
                signup: {
                  termsId: target.termsId,
                  email: invoiceDetails.email,
                  firstName: invoiceDetails.firstName,
                },
              },
            }
          : {}),
      })
      .catch(() => undefined);
  };

  return (
    <>
      {head}
      <article className="sf-checkout">
        <h1>{t('Checkout.Heading')}</h1>
        <PriceChangeNotice changes={summary.priceChanges} />
        {paymentCancelled ? (
          <p className="sf-alert sf-alert--warning" role="status">
            {t('Checkout.PaymentCancelled')}
          </p>
        ) : null}
        {failure ? (
          <p className="sf-alert sf-alert--error" role="alert">
            {t(failure)}
          </p>
        ) : null}
        <div className="sf-checkout__layout">
          <CheckoutForm
            // A profile that arrives after the form showed starts it again, filled in (once).
            key={prefill || prefilled ? 'profile' : 'stored'}
            initialValues={{
              invoiceDetails: withCountry(prefill ?? view.invoiceDetails, homeCountry),
              shippingDetails: withCountry(view.shippingDetails, homeCountry),
              useShippingAddress: view.useShippingAddress || choices.useShippingAddress === 'on',
              comment: view.comment,
            }}
            countries={countries}
            action={paths.checkout}
            name="checkout"
            hiddenFields={{ _action: CHECKOUT_ACTION }}
            initialErrors={posted?.fieldErrors}
            onInvoiceDetailsChange={(details) => updateInvoice(details)}
            onShippingDetailsChange={(details) => {
              if (details) updateShipping(details);
            }}
            onUseShippingAddressChange={(use) => {
              if (!use) deleteShipping.mutate();
            }}
            onCommentChange={(comment) => {
              window.clearTimeout(commentTimer.current);
              commentTimer.current = window.setTimeout(
                () => setComment.mutate(comment),
                COMMENT_SAVE_DELAY_MS,
              );
            }}
            onSubmit={onSubmit}
            pending={submit.isPending}
            serverError={submit.isError ? errorText(submit.error) : (formActionMessage(i18n, posted) ?? null)}
          >
            <ShippingProviderSelector
              providers={view.shippingProviders}
              value={view.shippingProvider}
              dropPointId={view.droppoint}
              onSelect={(shippingMethodId, dropPointId, customZipCode) =>
                selectShipping.mutate({
                  shippingMethodId,
                  ...(dropPointId ? { dropPointId } : {}),
                  ...(customZipCode ? { customZipCode } : {}),
                })
              }
              onSearchDropPoints={setZipCode}
              dropPoints={dropPointsZipCode ? dropPoints.data : undefined}
              dropPointsZipCode={dropPointsZipCode}
              dropPointsPending={dropPoints.isFetching}
              dropPointsError={dropPoints.isError ? errorText(dropPoints.error) : null}
              initialZipCode={choices.dropPointZipCode ?? view.customZipCode ?? addressZipCode}
              error={choiceErrors.shipping}
            />
            <PaymentProviderSelector
              providers={view.paymentProviders}
              value={paymentProvider}
              onSelect={(id) => {
                selectPayment(id);
                setChoiceErrors(({ payment: _, ...rest }) => rest);
              }}
              error={choiceErrors.payment}
            />
            <div className="sf-field sf-field--checkbox">
              <label>
                <input
                  type="checkbox"
                  name="newsletter"
                  checked={newsletter}
                  onChange={(event) => setNewsletter(event.target.checked)}
                />{' '}
                {t('Checkout.Newsletter')}
              </label>
            </div>
          </CheckoutForm>
          <aside className="sf-checkout__summary">
            <VoucherInput
              vouchers={view.vouchers}
              onAdd={(code) => {
                clearPostedVoucher();
                addVoucher.mutate(code);
              }}
              onRemove={(code) => {
                clearPostedVoucher();
                removeVoucher.mutate(code);
              }}
              pending={addVoucher.isPending || removeVoucher.isPending}
              error={
                addVoucher.isError
                  ? errorText(addVoucher.error)
                  : removeVoucher.isError
                    ? errorText(removeVoucher.error)
                    : (formActionMessage(i18n, postedVoucher) ??
                      (postedVoucher?.fieldErrors?.voucherCode ? t('Form.Validation.Required') : null))
              }
              action={paths.checkout}
              name="checkout-voucher"
              hiddenFields={{ _action: CHECKOUT_VOUCHER_ACTION }}
              initialCode={postedVoucher?.values?.voucherCode}
            />
            <BasketSummary totals={summary.totals} quantity={summary.quantity} />
          </aside>
        </div>
      </article>
    </>
  );
}
