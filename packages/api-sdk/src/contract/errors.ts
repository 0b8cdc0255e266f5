/**
 * The error body every failing call answers with (contract notes):
 * `{ success: false, errors: [{ message, field? }] }` with a 4xx or 5xx status.
 */
import * as v from 'valibot';

/** One error: a message for people, and the dotted path of the field it is about, if any. */
export const apiErrorItemSchema = v.object({
  message: v.string(),
  field: v.optional(v.string()),
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
 * a client sees what is wrong and where.
 */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): ApiErrorItem[] {
  return issues.map((issue) => {
    const field = v.getDotPath(issue);
    return field === null ? { message: issue.message } : { message: issue.message, field };
  });
}

/** Formats valibot issues as one line: `lines.0.quantity: quantity must be at least 0; ...`. */
export function formatIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issuesToErrors(issues)
    .map((error) => (error.field ? `${error.field}: ${error.message}` : error.message))
    .join('; ');
}
