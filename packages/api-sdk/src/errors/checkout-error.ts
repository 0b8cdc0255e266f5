import { errorCodes } from '../contract/error-codes.ts';
import type { ApiErrorItem } from '../contract/errors.ts';
import { ApiError } from './api-error.ts';

/**
 * A basket checkout answered `success: false` (docs/product/requirements.md#errors): the message is
 * the first error message, or empty when there is none; `errors` holds them all (with their codes
 * and params). Its `code` is the first error's, else `Api.Error.RequestFailed`.
 */
export class CheckoutError extends ApiError {
  override name = 'CheckoutError';

  constructor(operation: string, errors: ApiErrorItem[]) {
    super(errors[0]?.message ?? '', { operation, errors, code: errorCodes.requestFailed });
  }
}
