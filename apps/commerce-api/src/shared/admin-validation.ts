/**
 * The errors of the admin rules (`@clubshop/validation`'s admin keys): each failed rule as one
 * error item naming its field, in English with the rule's key as its code, so the admin API, the
 * imports and the command line refuse bad input alike.
 */
import { type ApiErrorItem, issuesToErrors } from '@clubshop/api-sdk/contract';
import { isAdminMessageKey, issueToFormError } from '@clubshop/validation';
import * as v from 'valibot';
import { adminValidationMessages } from './admin-validation-messages.ts';
import { ApiError } from './api-error.ts';

/** Fills the `{name}` placeholders of an English text. */
function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/**
 * The field and its rule's English as one sentence: a predicate follows the field's name
 * ("title is required", "code must be 3 to 40 letters…"), a sentence of its own follows a colon
 * ("amounts: amounts are whole minor units…").
 */
function withField(field: string, english: string): string {
  return /^(is|must|has|needs)\b/.test(english) ? `${field} ${english}` : `${field}: ${english}`;
}

/**
 * The error items of failed admin rules: one per issue, naming its field (dotted path). An issue
 * of an admin rule speaks with its key; any other (a left-out field) as `issuesToErrors` says.
 */
export function adminIssuesToErrors(issues: readonly v.BaseIssue<unknown>[]): ApiErrorItem[] {
  const plain = issuesToErrors(issues);
  return issues.map((issue, index) => {
    const item = plain[index] as ApiErrorItem;
    if (item.code === 'Form.Validation.Required' && item.message.endsWith(' is required')) return item;
    // A body that is no object at all: the forms' schemas word a missing object as "required".
    if (item.field === undefined && issue.kind === 'schema' && issue.type === 'object')
      return { message: 'The body must be a JSON object', code: 'Api.Error.InvalidValue' };
    if (!isAdminMessageKey(issue.message)) return item;
    const { params } = issueToFormError(issue);
    const english = fill(adminValidationMessages[issue.message], params);
    return {
      message: item.field ? withField(item.field, english) : english,
      ...(item.field ? { field: item.field } : {}),
      code: issue.message,
      ...(Object.keys(params).length > 0 ? { params } : {}),
    };
  });
}

/** Validates a value with an admin schema; a failure is a 400 naming each field and its rule's key. */
export function validateAdmin<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ApiError(400, adminIssuesToErrors(result.issues));
  return result.output;
}
