/**
 * Forms: login, register, forgot and reset password, checkout addresses, account details,
 * payment and shipping selectors, country select and contact. Every form validates with
 * `@clubshop/validation` in eager mode and shows messages from `Form.Validation.*`.
 */
export {
  AccountDetailsForm,
  type AccountDetailsFormProps,
  type AccountDetailsFormValues,
} from './account-details-form/AccountDetailsForm.tsx';
export {
  type CheckoutFieldChange,
  CheckoutForm,
  type CheckoutFormProps,
  type CheckoutFormValues,
} from './checkout-form/CheckoutForm.tsx';
export {
  type AddressFieldName,
  type InvoiceDetails,
  type InvoiceDetailsInput,
  type ShippingDetails,
  type ShippingDetailsInput,
  shippingFieldNames,
} from './checkout-form/checkout-details.ts';
export { ContactForm, type ContactFormProps, type ContactFormValues } from './contact-form/ContactForm.tsx';
export {
  type CheckoutCountryOption,
  CountrySelect,
  type CountrySelectProps,
} from './country-select/CountrySelect.tsx';
export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  type ForgotPasswordFormValues,
} from './forgot-password-form/ForgotPasswordForm.tsx';
export { FormShell, type FormShellProps, type NativeFormProps } from './form-kit/FormShell.tsx';
export { TextAreaField, type TextAreaFieldProps } from './form-kit/TextAreaField.tsx';
export { useErrorText } from './form-kit/use-error-text.ts';
export { useFieldBinder } from './form-kit/use-field-binder.ts';
export { LoginForm, type LoginFormProps, type LoginFormValues } from './login-form/LoginForm.tsx';
export {
  type PaymentProvider,
  PaymentProviderSelector,
  type PaymentProviderSelectorProps,
} from './provider-selectors/PaymentProviderSelector.tsx';
export {
  DROP_POINT_FIELD,
  DROP_POINT_SEARCH_INTENT,
  DROP_POINT_ZIP_CODE_FIELD,
  type DropPointOption,
  type ShippingProvider,
  ShippingProviderSelector,
  type ShippingProviderSelectorProps,
} from './provider-selectors/ShippingProviderSelector.tsx';
export {
  MIN_PASSWORD_LENGTH,
  RegisterForm,
  type RegisterFormProps,
  type RegisterFormValues,
} from './register-form/RegisterForm.tsx';
export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
  type ResetPasswordFormValues,
} from './reset-password-form/ResetPasswordForm.tsx';
