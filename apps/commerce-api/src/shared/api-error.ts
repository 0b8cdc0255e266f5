/**
 * The one error shape of the API (contract notes):
 * `{ success: false, errors: [{ message, field?, code?, params? }] }` with a 4xx or 5xx status.
 * Routes and domain services throw `ApiError`; `errorHandler` (src/http/errors.ts) turns anything
 * thrown into it. Every error the API answers is made by `apiMessage` (`messages/api-messages.ts`),
 * so it carries a code. It lives below the HTTP layer so that services may refuse without
 * importing it.
 */
import type { ApiErrorItem } from '@clubshop/api-sdk/contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiMessage } from '../messages/api-messages.ts';

/**
 * One error of an answer: the contract's item, with `code`, a dictionary key the storefront
 * translates (e.g. `Api.Error.TooManyAttempts`), and `params`, the values of its placeholders.
 */
export type ErrorItem = ApiErrorItem;

/** An error a route throws to answer with a status and the error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: ErrorItem[],
    /** Extra headers of the answer (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((error) => error.message).join('; '));
  }
}

/** 403 `Api.Error.Forbidden` with a sentence saying what is refused. */
export function forbidden(message: string): ApiError {
  return new ApiError(403, [{ message, code: 'Api.Error.Forbidden' }]);
}

/** 400 with one error (made by `apiMessage`). */
export function badRequest(error: ApiErrorItem): ApiError {
  return new ApiError(400, [error]);
}

/** 404 naming what was not found (made by `apiMessage`). */
export function notFound(error: ApiErrorItem): ApiError {
  return new ApiError(404, [error]);
}

/** 401: no valid access token. */
export function unauthorized(error: ApiErrorItem = apiMessage('Api.Error.Unauthorized')): ApiError {
  return new ApiError(401, [error]);
}

/** The error body. */
export function errorBody(errors: ErrorItem[]) {
  return { success: false as const, errors };
}

/** The 503 of a request that needed the image storage (an S3 bucket) while it could not be reached. */
export function mediaStoreUnavailable(): ApiError {
  return new ApiError(503, [apiMessage('Api.Error.MediaStoreUnavailable')], {
    'Retry-After': '5',
    'Cache-Control': 'no-store',
  });
}

/** The 507 of an upload the image storage has no room for (a full disk or quota). */
export function mediaStoreFull(): ApiError {
  return new ApiError(507, [apiMessage('Api.Error.MediaStoreFull')], {
    'Retry-After': '60',
    'Cache-Control': 'no-store',
  });
}

/** The 503 of a request that needed the database while it could not be reached. */
export function databaseUnavailable(): ApiError {
  return new ApiError(503, [apiMessage('Api.Error.DatabaseUnavailable')], {
    'Retry-After': '5',
    'Cache-Control': 'no-store',
  });
}
