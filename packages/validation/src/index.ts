/**
 * @packageDocumentation The rules of the ClubShop requirements (docs/product/requirements.md) that
 * every side applies, in one place: the form rules of docs/product/requirements.md#validation-rules
 * three ways (plain predicates `rules`, valibot actions such as `requiredAction()`, a rules map
 * checker `validateForm`), the rules of each field a shopper fills in (`fieldRules`, `fieldLimits`)
 * and the size-label order of docs/product/requirements.md#constants (`compareSizeLabels`), and
 * the rules of the back office's forms, which the admin API applies too (`voucherFormSchema`,
 * `shippingMethodFormSchema`, `dropPointFormSchema`, `categoryFormSchema`; decision 0054). The
 * React hook lives in `@clubshop/validation/react`; the test tables every side runs in
 * `@clubshop/validation/conformance`.
 */

export { fieldLimits } from './fields/field-limits.ts';
export { fieldRules, type ShopperFieldName } from './fields/field-rules.ts';
export type {
  CustomFieldRule,
  FieldRule,
  FormErrors,
  FormRules,
  FormValues,
  RuleWithoutParams,
  RuleWithParams,
} from './form/field-rule.ts';
export {
  type ChangeOptions,
  createFormController,
  type FieldFlags,
  type FieldName,
  type FormController,
  type FormControllerOptions,
  type FormState,
} from './form/form-controller.ts';
export type { FormError, MessageParams } from './form/form-error.ts';
export { issueToFormError } from './form/issue-to-form-error.ts';
export { validateField } from './form/validate-field.ts';
export { validateForm } from './form/validate-form.ts';
export { validateWithSchema } from './form/validate-with-schema.ts';
export {
  type AccountDetailsFormFields,
  accountDetailsFormRules,
  type ContactFormFields,
  contactFormRules,
  type ForgotPasswordFormFields,
  forgotPasswordFormRules,
  type LoginFormFields,
  loginFormRules,
  type RegisterFormFields,
  type ResetPasswordFormFields,
  registerFormRules,
  resetPasswordFormRules,
} from './forms/account/account-forms.ts';
export {
  type AddOnSquadFields,
  addOnFormSchema,
  addOnSquadProblem,
  addOnTypes,
  productAddOnsFormSchema,
} from './forms/admin/add-on-form.ts';
export { adminFieldLimits } from './forms/admin/admin-field-limits.ts';
export {
  type AdminMessageKey,
  adminMessageKeyList,
  adminMessageKeys,
  isAdminMessageKey,
} from './forms/admin/admin-message-keys.ts';
export {
  categoryChangeFormSchema,
  categoryFieldSchemas,
  categoryFormSchema,
} from './forms/admin/category-form.ts';
export { commonPasswordList } from './forms/admin/common-passwords.ts';
export {
  contentBlockSchema,
  contentBlockTypes,
  contentPageChangeFormSchema,
  contentPageFieldSchemas,
  contentPageFormSchema,
  isSafeBlockAddress,
} from './forms/admin/content-page-form.ts';
export {
  dropPointChangeFormSchema,
  dropPointFieldSchemas,
  dropPointFormSchema,
  dropPointImportFormSchema,
  zipCodePattern,
} from './forms/admin/drop-point-form.ts';
export {
  maxBulkEditProducts,
  type ProductBulkEdit,
  type ProductStatusName,
  productBulkEditFormSchema,
  productStatusNames,
} from './forms/admin/product-bulk-edit-form.ts';
export {
  colourHexPattern,
  isProductHandle,
  productHandlePattern,
  productKindPattern,
  productSizeLabels,
  slugOf,
} from './forms/admin/product-form.ts';
export {
  shippingMethodChangeFormSchema,
  shippingMethodFieldSchemas,
  shippingMethodFormSchema,
  shippingMethodKinds,
} from './forms/admin/shipping-method-form.ts';
export {
  isCommonPassword,
  type StaffPasswordProblem,
  staffPasswordProblem,
} from './forms/admin/staff-password.ts';
export {
  stripeKeysFormSchema,
  stripeSecretKeyPattern,
  stripeWebhookSecretPattern,
} from './forms/admin/stripe-keys-form.ts';
export { vatCountryPattern, vatRateFormSchema } from './forms/admin/vat-rate-form.ts';
export {
  type VoucherKindFields,
  type VoucherKindName,
  voucherChangeFormSchema,
  voucherCodePattern,
  voucherCodeSchema,
  voucherFieldSchemas,
  voucherFormSchema,
  voucherKindProblem,
  voucherKinds,
} from './forms/admin/voucher-form.ts';
export {
  type CheckoutAddressFieldName,
  type CheckoutFormFields,
  checkoutAddressFieldNames,
  checkoutFormRules,
} from './forms/checkout/checkout-form.ts';
export {
  type NewsletterFormValues,
  newsletterFormInitialValues,
  newsletterFormRules,
  newsletterFormSchema,
} from './forms/newsletter/newsletter-form.ts';
export { isOrderStatusValue, type OrderStatus, orderStatuses } from './order-status/order-statuses.ts';
export { descriptionHtml, descriptionText, isRichTextHtml } from './rich-text/description-html.ts';
export {
  createRichTextSanitizer,
  type RichTextPurifier,
  richTextPolicy,
} from './rich-text/rich-text-sanitizer.ts';
export { type AddOnNameParams, addOnNameAction } from './rules/add-on-name/index.ts';
export { type AddressParams, addressAction } from './rules/address/index.ts';
export { type BetweenParams, betweenAction } from './rules/between/index.ts';
export {
  betweenPlayerNumberAction,
  defaultPlayerNumberRange,
  type PlayerNumberParams,
  type PlayerNumberRange,
} from './rules/between-player-number/index.ts';
export {
  type ConfirmedFieldAction,
  type ConfirmedFieldParams,
  type ConfirmedParams,
  confirmedAction,
  confirmedFieldAction,
} from './rules/confirmed/index.ts';
export { type EmailParams, emailAction } from './rules/email/index.ts';
export { maxAction } from './rules/max/index.ts';
export { type MaxValueParams, maxValueAction } from './rules/max-value/index.ts';
export { type LengthParams, minAction } from './rules/min/index.ts';
export { type MinValueParams, minValueAction } from './rules/min-value/index.ts';
export { type NumericParams, numericAction } from './rules/numeric/index.ts';
export { type PhoneParams, phoneAction } from './rules/phone/index.ts';
export { type RequiredParams, requiredAction } from './rules/required/index.ts';
export { sameSiteRedirect } from './rules/same-site-redirect/index.ts';
export { type RuleParamsMap, rules } from './rules.ts';
export { type RuleName, ruleMessageKeys, type ValidationMessageKey } from './shared/message-keys.ts';
export type { RuleAction, RuleIssue } from './shared/rule-action.ts';
export { oneSizeMessageKey, sizeLabelText } from './size-order/size-label.ts';
export {
  childSizeLabels,
  compareSizeLabels,
  sizeLabelRank,
  sortBySizeLabel,
  sortSizeLabels,
} from './size-order/size-order.ts';
export { includedVatMinor, isVatRatePercent, maxVatRatePercent } from './vat/vat.ts';
