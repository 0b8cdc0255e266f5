// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  type AddressFieldName,
  type InvoiceDetails,
  type InvoiceDetailsInput,
  type ShippingDetails,
  type ShippingDetailsInput,
  shippingFieldNames,
} from '../forms/checkout-form/checkout-details.ts';
export {
  type CheckoutFieldChange,
  CheckoutForm,
  type CheckoutFormProps,
  type CheckoutFormValues,
} from '../forms/checkout-form/checkout-form.tsx';
