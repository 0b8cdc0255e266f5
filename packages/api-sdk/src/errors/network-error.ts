import { errorCodes } from '../contract/error-codes.ts';
import { ApiError, type ApiErrorOptions } from './api-error.ts';

/** The dictionary code of {@link NetworkError}: the shop could not reach the server. */
export const NETWORK_ERROR_CODE = errorCodes.network;

/** What the transport knows about a request that got no response. */
export interface NetworkErrorDetails {
  operation: string;
  /** HTTP method. */
  method: string;
  /** The full request URL (it may hold a basket token: for logs, never for shoppers). */
  url: string;
  /** Why: `timeout`, `aborted` or `network`. */
  reason: 'timeout' | 'aborted' | 'network';
  /** What fetch or ky threw. */
  cause: unknown;
}

/**
 * The request never got a response: the network failed, the request timed out or was aborted.
 * The message names the call and why, never the URL or a token (shoppers may see it, e.g.
 * `addToBasket: no response from the server (timed out)`); `method`, `url` and `cause` keep the
 * whole story for logs. Its `code` is {@link NETWORK_ERROR_CODE}, so a shop says "we cannot reach
 * the shop" instead of what a refused request would mean (a wrong password, say).
 */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
  /** HTTP method of the request, when known. */
  readonly method: string | undefined;
  /** Full URL of the request, when known (may hold a basket token: log it, do not show it). */
  readonly url: string | undefined;
  /** Why there was no response, when known. */
  readonly reason: NetworkErrorDetails['reason'] | undefined;

  constructor(
    message: string,
    options: Omit<ApiErrorOptions, 'errors' | 'code' | 'params'> &
      Partial<Pick<NetworkErrorDetails, 'method' | 'url' | 'reason'>> = {},
  ) {
    super(message, { ...options, errors: [{ message, code: NETWORK_ERROR_CODE }] });
    this.method = options.method;
    this.url = options.url;
    this.reason = options.reason;
  }

  /** The error of a request with no response, worded without its URL. */
  static of(details: NetworkErrorDetails): NetworkError {
    const why =
      details.reason === 'timeout' ? 'timed out' : details.reason === 'aborted' ? 'aborted' : 'network error';
    return new NetworkError(`${details.operation}: no response from the server (${why})`, details);
  }
}
