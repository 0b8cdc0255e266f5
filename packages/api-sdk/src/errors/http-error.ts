import { errorCodeOfStatus } from '../contract/error-codes.ts';
import type { ApiErrorItem } from '../contract/errors.ts';
import { ApiError } from './api-error.ts';

/** What the transport knows about a failed response. */
export interface HttpErrorDetails {
  /** The client operation (e.g. `getBasket`). */
  operation: string;
  /** HTTP method. */
  method: string;
  /** The full request URL (it may hold a basket token: for logs, never for shoppers). */
  url: string;
  /** The HTTP status (or `meta.status` of a body that reported 401 inside a 200). */
  status: number;
  /** The parsed JSON body, or its text when it is not JSON, or undefined when empty. */
  body: unknown;
  /** The `errors` of an error body (`{ success: false, errors }`), else empty. */
  errors: ApiErrorItem[];
}

/**
 * A response with a 4xx or 5xx status. `message` is the first error message of the body when it
 * has one, else `<operation> answered <status>`: never the URL, which may hold a basket token
 * and shoppers may see the message; `method` and `url` keep it for logs. Its `code` is the first
 * error's, else one by status (`Api.Error.Internal` for a 5xx, `Api.Error.NotFound` for a 404...).
 */
export class HttpError extends ApiError {
  override name = 'HttpError';
  /** The HTTP status. */
  readonly status: number;
  /** The parsed body (JSON, else text). */
  readonly body: unknown;
  /** HTTP method of the request. */
  readonly method: string;
  /** URL of the request (may hold a basket token: log it, do not show it). */
  readonly url: string;

  constructor(details: HttpErrorDetails) {
    super(details.errors[0]?.message ?? `${details.operation} answered ${details.status}`, {
      operation: details.operation,
      errors: details.errors,
      code: errorCodeOfStatus(details.status),
    });
    this.status = details.status;
    this.body = details.body;
    this.method = details.method;
    this.url = details.url;
  }
}

/**
 * A 401 that refreshing could not cure: the retried request got 401 again, or there is no auth
 * to refresh with.
 */
export class UnauthorizedError extends HttpError {
  override name = 'UnauthorizedError';
}
