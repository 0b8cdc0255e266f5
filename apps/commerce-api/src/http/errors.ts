/**
 * The one error shape of the API (contract notes):
 * `{ success: false, errors: [{ message, field?, code?, params? }] }` with a 4xx or 5xx status.
 * Routes throw `ApiError`; `handleError` turns anything thrown into it. Every error a route
 * answers is made by `apiMessage` (`messages/api-messages.ts`), so it carries a code.
 */
import type { ApiErrorItem } from '@clubshop/api-sdk/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
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
  ) {
    super(errors.map((error) => error.message).join('; '));
  }
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

/** Hono `onError`: answers every thrown error as the error body; unexpected ones as a logged 500. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return c.json(errorBody(error.errors), error.status);
  if (error instanceof HTTPException) {
    const failed = apiMessage('Api.Error.RequestFailed');
    return c.json(errorBody([{ ...failed, message: error.message || failed.message }]), error.status);
  }
  console.error('commerce-api: unexpected error', error);
  return c.json(errorBody([apiMessage('Api.Error.Internal')]), 500);
}

/** Hono `notFound`: an unknown route. */
export function handleNotFound(c: Context): Response {
  return c.json(
    errorBody([apiMessage('Api.Error.NoSuchEndpoint', { method: c.req.method, path: c.req.path })]),
    404,
  );
}
