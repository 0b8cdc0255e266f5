import type * as v from 'valibot';
import { errorCodes } from '../contract/error-codes.ts';
import { formatIssues } from '../contract/errors.ts';
import { ApiError } from './api-error.ts';

/**
 * A response that does not match its contract schema (or is not JSON). `path` is the dotted path
 * of the first mismatch (`basket.lines.0.unitPrice.amount`), `issues` all of them. Its `code` is
 * `Api.Error.UnexpectedAnswer`: the shop answered something this client cannot read.
 */
export class ContractError extends ApiError {
  override name = 'ContractError';
  /** Dotted path of the first mismatch, or `''` for the whole body. */
  readonly path: string;
  /** Every valibot issue (empty when the body was not JSON). */
  readonly issues: readonly v.BaseIssue<unknown>[];
  /** The body that did not match. */
  readonly body: unknown;

  constructor(
    operation: string,
    details: { path: string; issues: readonly v.BaseIssue<unknown>[]; body: unknown; reason?: string },
  ) {
    super(
      `${operation}: the response does not match the contract: ${details.reason ?? formatIssues(details.issues)}`,
      { operation, code: errorCodes.unexpectedAnswer },
    );
    this.path = details.path;
    this.issues = details.issues;
    this.body = details.body;
  }
}
