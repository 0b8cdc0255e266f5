import { errorCodes } from '../contract/error-codes.ts';
import { ApiError, type ApiErrorOptions } from './api-error.ts';

/**
 * The token refresh a 401 started failed (or was refused): the user has been logged out
 * (`auth.logout()` ran once) and every request waiting for that refresh fails with this.
 * `status` is 401, so the storefront's status rule reads it as unauthorised; its `code` is
 * `Api.Error.SessionExpired`.
 */
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError';
  /** Always 401. */
  readonly status = 401;

  constructor(message: string, options: Omit<ApiErrorOptions, 'code' | 'params'> = {}) {
    super(message, { ...options, code: errorCodes.sessionExpired });
  }
}
