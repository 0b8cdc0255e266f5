/**
 * Forms: login, register, forgot and reset password, checkout addresses, account details,
 * payment and shipping selectors, country select and contact. Every form validates with
 * `@clubshop/validation` in eager mode and shows messages from `Form.Validation.*`.
 */
export {
  AccountDetailsForm,
  type AccountDetailsFormProps,
  type AccountDetailsFormValues,
} from './account-details-form/account-details-form.tsx';
export {
  type AddressFieldName,
  type InvoiceDetails,
  type InvoiceDetailsInput,
  type ShippingDetails,
  type ShippingDetailsInput,
  shippingFieldNames,
} from './checkout-form/checkout-details.ts';
export {
  type CheckoutFieldChange,
  CheckoutForm,
  type CheckoutFormProps,
  type CheckoutFormValues,
} from './checkout-form/checkout-form.tsx';
export { ContactForm, type ContactFormProps, type ContactFormValues } from './contact-form/contact-form.tsx';
export {
  type CheckoutCountryOption,
  CountrySelect,
  type CountrySelectProps,
} from './country-select/country-select.tsx';
export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  type ForgotPasswordFormValues,
} from './forgot-password-form/forgot-password-form.tsx';
export { FormShell, type FormShellProps, type NativeFormProps } from './form-kit/form-shell.tsx';
export { TextAreaField, type TextAreaFieldProps } from './form-kit/text-area-field.tsx';
export { useErrorText } from './form-kit/use-error-text.ts';
export { useFieldBinder } from './form-kit/use-field-binder.ts';
export type { KitFormProps } from './form-kit/use-kit-form.ts';
export { LoginForm, type LoginFormProps, type LoginFormValues } from './login-form/login-form.tsx';
export {
  type PaymentProvider,
  PaymentProviderSelector,
  type PaymentProviderSelectorProps,
} from './provider-selectors/payment-provider-selector.tsx';
export {
  DROP_POINT_FIELD,
  DROP_POINT_SEARCH_INTENT,
  DROP_POINT_ZIP_CODE_FIELD,
  type DropPointOption,
  type ShippingProvider,
  ShippingProviderSelector,
  type ShippingProviderSelectorProps,
} from './provider-selectors/shipping-provider-selector.tsx';
export {
  MIN_PASSWORD_LENGTH,
  RegisterForm,
  type RegisterFormProps,
  type RegisterFormValues,
} from './register-form/register-form.tsx';
export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
  type ResetPasswordFormValues,
} from './reset-password-form/reset-password-form.tsx';
