import { boolean, object, optional, pipe, string } from 'valibot';
import type { FormRules } from '../../form/field-rule.ts';
import { emailAction } from '../../rules/email/email-action.ts';
import { requiredAction } from '../../rules/required/required-action.ts';
import { ruleMessageKeys } from '../../shared/message-keys.ts';

/** The values of the newsletter form: first name, e-mail and the terms checkbox. */
export interface NewsletterFormValues {
  /** The subscriber's first name. */
  firstName: string;
  /** The subscriber's e-mail address. */
  email: string;
  /** Whether the newsletter terms are accepted (must be `true`). */
  terms: boolean;
}

/** The newsletter form's starting values: empty fields, terms not accepted. */
export const newsletterFormInitialValues: NewsletterFormValues = { firstName: '', email: '', terms: false };

/**
 * The newsletter form's rules for `useForm` (docs/product/requirements.md#validation-rules): first
 * name required, e-mail required and valid, terms checkbox required (ticked).
 */
export const newsletterFormRules: FormRules<NewsletterFormValues> = {
  firstName: ['required'],
  email: ['required', 'email'],
  terms: ['required'],
};

/**
 * The newsletter form as a valibot schema, for a server checking the request body (or for
 * `useForm({ schema })`). Same rules as `newsletterFormRules`; a missing field counts as empty
 * and reports `Form.Validation.Required`, as does a value of the wrong type.
 *
 * @example
 * const result = v.safeParse(newsletterFormSchema, body);
 * if (!result.success) return badRequest(result.issues.map(issueToFormError));
 */
export const newsletterFormSchema = object({
  firstName: pipe(optional(string(ruleMessageKeys.required), ''), requiredAction()),
  email: pipe(optional(string(ruleMessageKeys.required), ''), requiredAction(), emailAction()),
  terms: pipe(optional(boolean(ruleMessageKeys.required), false), requiredAction()),
});
