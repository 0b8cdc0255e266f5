import { fieldRules } from '../../fields/field-rules.ts';
import type { FormRules } from '../../form/field-rule.ts';

/**
 * The rules of the shopper's account and contact forms, one map per form, for the form hook in
 * the browser and for the storefront server's form action checking the posted body
 * (`validateForm(values, loginFormRules)`): one copy, so a form posted before its page's code
 * ran meets exactly the rules it would have met after (decision 0034).
 */

/** The login form's fields. */
export interface LoginFormFields {
  email: string;
  password: string;
}

/** Login: a valid e-mail and a password (only required: old passwords may predate the length rule). */
export const loginFormRules: FormRules<LoginFormFields> = {
  email: fieldRules.email,
  password: ['required'],
};

/** The register form's fields (the confirmation is checked, never sent to the API). */
export interface RegisterFormFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

/** Register: names, e-mail, a password of the required length and its confirmation. */
export const registerFormRules: FormRules<RegisterFormFields> = {
  firstName: fieldRules.firstName,
  lastName: fieldRules.lastName,
  email: fieldRules.email,
  password: fieldRules.password,
  passwordConfirmation: ['required', ['confirmed', (values) => ({ target: values.password })]],
};

/** The forgot-password form's fields. */
export interface ForgotPasswordFormFields {
  email: string;
}

/** Forgot password: a valid e-mail. */
export const forgotPasswordFormRules: FormRules<ForgotPasswordFormFields> = { email: fieldRules.email };

/** The reset-password form's fields (the token comes from the mail's link, not from the shopper). */
export interface ResetPasswordFormFields {
  password: string;
  passwordConfirmation: string;
}

/** Reset password: a password of the required length and its confirmation. */
export const resetPasswordFormRules: FormRules<ResetPasswordFormFields> = {
  password: fieldRules.password,
  passwordConfirmation: ['required', ['confirmed', (values) => ({ target: values.password })]],
};

/** The contact form's fields (`phone` may be empty). */
export interface ContactFormFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** Contact: name, e-mail, an optional phone, subject and message. */
export const contactFormRules: FormRules<ContactFormFields> = {
  name: fieldRules.contactName,
  email: fieldRules.email,
  phone: fieldRules.optionalPhone,
  subject: fieldRules.contactSubject,
  message: fieldRules.contactMessage,
};

/** The account details form's fields (the contract's profile update body; all but the names may be empty). */
export interface AccountDetailsFormFields {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  city: string;
  zipCode: string;
  country: string;
}

/** Account details: names required, phone and street checked when filled in. */
export const accountDetailsFormRules: FormRules<AccountDetailsFormFields> = {
  firstName: fieldRules.firstName,
  lastName: fieldRules.lastName,
  phone: fieldRules.optionalPhone,
  street: fieldRules.optionalStreet,
};
