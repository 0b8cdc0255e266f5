import type { BaseIssue } from 'valibot';
import { ruleMessageParams } from '../shared/message-params.ts';
import type { FormError } from './form-error.ts';

/**
 * Turns a valibot issue into a translatable `{ key, params }`: the issue's `message` is the key
 * and the string and number entries of its `requirement` are the params. Issues of this
 * package's actions carry a message key and their params there; valibot's own actions carry
 * whatever message they were given.
 *
 * @param issue A valibot issue, e.g. from `v.safeParse(schema, body).issues`.
 */
export function issueToFormError(issue: BaseIssue<unknown>): FormError {
  return { key: issue.message, params: ruleMessageParams(issue.type, issue.requirement) };
}
