// The README's example, compiled by `typecheck` so it stays true.
import {
  useCheckout,
  useDropPoints,
  useReceipt,
  useSelectPaymentProvider,
  useSelectShipping,
  useSubmitCheckout,
  useUpdateInvoiceDetails,
} from '@clubshop/checkout';

export function CheckoutPage() {
  const checkout = useCheckout();
  const updateInvoice = useUpdateInvoiceDetails();
  const selectShipping = useSelectShipping();
  const selectPayment = useSelectPaymentProvider();
  const submit = useSubmitCheckout(); // redirects with window.location.assign by default
  const parcelShop = checkout.shippingProviders.find((method) => method.requiresDropPoint);
  const dropPoints = useDropPoints(parcelShop?.id, checkout.invoiceDetails.zipCode);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (checkout.paymentProvider) submit.mutate({ paymentProviderId: checkout.paymentProvider });
      }}
    >
      <input
        value={checkout.invoiceDetails.firstName ?? ''}
        onChange={(event) => updateInvoice({ ...checkout.invoiceDetails, firstName: event.target.value })}
      />
      {checkout.shippingProviders.map((method) => (
        <button
          key={method.id}
          type="button"
          onClick={() => selectShipping.mutate({ shippingMethodId: method.id })}
        >
          {method.name}
        </button>
      ))}
      {parcelShop &&
        dropPoints.data?.map((point) => (
          <button
            key={point.id}
            type="button"
            onClick={() => selectShipping.mutate({ shippingMethodId: parcelShop.id, dropPointId: point.id })}
          >
            {point.name}
          </button>
        ))}
      {checkout.paymentProviders.map((provider) => (
        <button key={provider.id} type="button" onClick={() => selectPayment(provider.id)}>
          {provider.name}
        </button>
      ))}
      <button type="submit" disabled={submit.isPending}>
        Pay
      </button>
      {submit.error && <p role="alert">{submit.error.message}</p>}
    </form>
  );
}

export function ReceiptPage() {
  const receipt = useReceipt();
  if (!receipt.data) return null;
  return (
    <p>
      Total {receipt.data.summary.total.amount}, shipping {receipt.data.summary.shippingTotal.amount}
    </p>
  );
}
