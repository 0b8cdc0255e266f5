import { errorCodes } from '../contract/error-codes.ts';
import type { ApiErrorItem } from '../contract/errors.ts';
import { ApiError } from './api-error.ts';

/**
 * A basket add or line update answered `success: false` (docs/product/requirements.md#errors): the
 * message is the first error's message, `errors` holds them all (with their codes and params).
 */
export class BasketError extends ApiError {
  override name = 'BasketError';

  constructor(operation: string, errors: ApiErrorItem[]) {
    super(errors[0]?.message ?? '', { operation, errors, code: errorCodes.requestFailed });
  }
}
