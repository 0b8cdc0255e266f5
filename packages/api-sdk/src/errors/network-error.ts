import { ApiError, type ApiErrorOptions } from './api-error.ts';

/** The dictionary code of {@link NetworkError}: the shop could not reach the server. */
export const NETWORK_ERROR_CODE = 'Api.Error.Network';

/**
 * The request never got a response: the network failed, the request timed out or was aborted.
 * Its `code` is {@link NETWORK_ERROR_CODE}, so a shop says "we could not reach the shop" instead
 * of what a refused request would mean (a wrong password, say).
 */
export class NetworkError extends ApiError {
  override name = 'NetworkError';

  constructor(message: string, options: Omit<ApiErrorOptions, 'errors'> = {}) {
    super(message, { ...options, errors: [{ message, code: NETWORK_ERROR_CODE }] });
  }
}
