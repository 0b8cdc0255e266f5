import { fieldRules } from '../../fields/field-rules.ts';
import type { FieldRule, FormRules } from '../../form/field-rule.ts';
import { validateField } from '../../form/validate-field.ts';

/** The address fields of the checkout, in form order (a shipping address has them all). */
export const checkoutAddressFieldNames = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'street',
  'city',
  'zipCode',
  'country',
] as const;

/** One address field of the checkout. */
export type CheckoutAddressFieldName = (typeof checkoutAddressFieldNames)[number];

/**
 * The checkout form's flat fields, as the form holds them and posts them: invoice fields by name
 * (with `emailConfirmation`), the separate shipping address's fields prefixed `shipping_`, the
 * switch for it and the comment.
 */
export type CheckoutFormFields = Record<CheckoutAddressFieldName, string> &
  Record<`shipping_${CheckoutAddressFieldName}`, string> & {
    emailConfirmation: string;
    useShippingAddress: boolean;
    comment: string;
  };

// Each field's rules come from fieldRules, where the API's contract takes them too.
const invoiceRules = {
  email: fieldRules.email,
  emailConfirmation: [
    'required',
    ['confirmed', (values: CheckoutFormFields) => ({ target: values.email })],
  ] as FieldRule<CheckoutFormFields>[],
  phone: fieldRules.phone,
  firstName: fieldRules.firstName,
  lastName: fieldRules.lastName,
  street: fieldRules.street,
  city: fieldRules.city,
  zipCode: fieldRules.zipCode,
  country: fieldRules.country,
} satisfies FormRules<CheckoutFormFields>;

// Shipping fields are checked only while a separate shipping address is used.
function whenShipping(rules: readonly FieldRule<CheckoutFormFields>[]): FieldRule<CheckoutFormFields> {
  return (value, values) => (values.useShippingAddress ? validateField(value, rules, values) : null);
}

/**
 * The checkout form's rules (docs/product/requirements.md#validation-rules), for the form in the
 * browser and for the storefront server's checkout action alike: the invoice address (e-mail
 * twice), the shipping address while `useShippingAddress` is on, the comment's length.
 */
export const checkoutFormRules: FormRules<CheckoutFormFields> = {
  ...invoiceRules,
  ...Object.fromEntries(
    checkoutAddressFieldNames.map((name) => [`shipping_${name}`, [whenShipping(invoiceRules[name])]]),
  ),
  comment: fieldRules.comment,
};
