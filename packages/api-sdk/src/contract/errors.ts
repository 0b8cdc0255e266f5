/**
 * The error body every failing call answers with (contract notes):
 * `{ success: false, errors: [{ message, field?, code?, params? }] }` with a 4xx or 5xx status.
 *
 * `message` is readable English for logs and developers. A shop shows `code` instead: a stable
 * dictionary alias (`Api.Error.VoucherNotFound`) translated in the shopper's culture, with
 * `params` filling its `{placeholders}` (`{ code: "NOPE" }`). A param that is money
 * (`{ amount, currency }`) is formatted as money in the shopper's locale.
 */
import * as v from 'valibot';
import { moneySchema } from './common.ts';
import { errorCodes } from './error-codes.ts';
import { codeOfIssue, isMissingKey } from './issue-codes.ts';

/** A value for a `{placeholder}` of a message: text, a number, or money (formatted as money). */
export const messageParamSchema = v.union([v.string(), v.number(), moneySchema]);
/** A value for a `{placeholder}` of a message. */
export type MessageParam = v.InferOutput<typeof messageParamSchema>;

/** One error: a message for people, the field it is about, and the dictionary code to show. */
export const apiErrorItemSchema = v.object({
  message: v.string(),
  /** Dotted path of the field the error is about (`lines.0.quantity`). */
  field: v.optional(v.string()),
  /** Dictionary alias of the message (`Api.Error.VoucherNotFound`, `Form.Validation.Email`). */
  code: v.optional(v.string()),
  /** Values of the code's `{placeholders}`. */
  params: v.optional(v.record(v.string(), messageParamSchema)),
});
/** One error of an error body. */
export type ApiErrorItem = v.InferOutput<typeof apiErrorItemSchema>;

/** The error body of every failing call. */
export const errorResponseSchema = v.object({
  success: v.literal(false),
  errors: v.array(apiErrorItemSchema),
});
/** The error body of every failing call. */
export type ErrorResponse = v.InferOutput<typeof errorResponseSchema>;

/**
 * Turns valibot issues into the `errors` of an error body, one per issue, each naming its
 * field by dotted path (`lines.0.quantity`). The server answers invalid bodies with these, so
 * a client sees what is wrong and where. Issues of the shopper-facing field rules (required,
 * lengths, email, phone, address, names) carry the `Form.Validation.*` code the forms show for
 * the same rule, with its params (`{ min: 8 }`). A field left out is `<field> is required`
 * (`Form.Validation.Required`), never valibot's own wording; any other issue without a form code
 * (a wrong type, a bad format) has `Api.Error.InvalidValue`: every error has a code.
 */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): ApiErrorItem[] {
  return issues.map((issue) => {
    const field = v.getDotPath(issue);
    const coded = codeOfIssue(issue) ?? { code: errorCodes.invalidValue };
    const message = isMissingKey(issue) ? `${field ?? 'a field'} is required` : issue.message;
    return {
      message,
      ...(field === null ? {} : { field }),
      code: coded.code,
      ...(coded.params ? { params: coded.params } : {}),
    };
  });
}

/** Formats valibot issues as one line: `lines.0.quantity: quantity must be at least 0; ...`. */
export function formatIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issuesToErrors(issues)
    .map((error) => (error.field ? `${error.field}: ${error.message}` : error.message))
    .join('; ');
}
