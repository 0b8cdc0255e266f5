import { checkoutAddressFieldNames } from '@clubshop/validation';

/**
 * Shipping details as the checkout stores them (the contract's shipping address draft): every
 * field optional while the shopper types.
 */
export interface ShippingDetailsInput {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  street?: string | null | undefined;
  city?: string | null | undefined;
  zipCode?: string | null | undefined;
  country?: string | null | undefined;
}

/** Invoice details as the checkout stores them (the contract's billing address draft). */
export interface InvoiceDetailsInput extends ShippingDetailsInput {
  emailConfirmation?: string | null | undefined;
}

/** Complete shipping details, as the form submits them. */
export interface ShippingDetails {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  zipCode: string;
  country: string;
}

/** Complete invoice details, as the form submits them. */
export interface InvoiceDetails extends ShippingDetails {
  emailConfirmation: string;
}

/** The address fields of shipping details, in form order. */
export const shippingFieldNames = checkoutAddressFieldNames satisfies readonly (keyof ShippingDetails)[];

/** One address field. */
export type AddressFieldName = (typeof shippingFieldNames)[number];
