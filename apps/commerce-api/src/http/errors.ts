/**
 * The one error shape of the API (contract notes): `{ success: false, errors: [{ message, field? }] }`
 * with a 4xx or 5xx status. Routes throw `ApiError`; `handleError` turns anything thrown into it.
 */
import type { ApiErrorItem } from '@clubshop/api-sdk/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * One error of an answer: the contract's item plus `code`, a dictionary key the storefront
 * translates (e.g. `Api.Error.TooManyAttempts`), and `params`, the values of its placeholders.
 */
export type ErrorItem = ApiErrorItem & { code?: string; params?: Record<string, string | number> };

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

/** 400 with one message (and the field it is about). */
export function badRequest(message: string, field?: string): ApiError {
  return new ApiError(400, [field === undefined ? { message } : { message, field }]);
}

/** 404 naming what was not found. */
export function notFound(message: string): ApiError {
  return new ApiError(404, [{ message }]);
}

/** 401: no valid access token. */
export function unauthorized(
  message = 'Authentication required: send a valid bearer access token',
): ApiError {
  return new ApiError(401, [{ message }]);
}

/** The error body. */
export function errorBody(errors: ErrorItem[]) {
  return { success: false as const, errors };
}

/** Hono `onError`: answers every thrown error as the error body; unexpected ones as a logged 500. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return c.json(errorBody(error.errors), error.status);
  if (error instanceof HTTPException) {
    return c.json(errorBody([{ message: error.message || 'Request failed' }]), error.status);
  }
  console.error('commerce-api: unexpected error', error);
  return c.json(errorBody([{ message: 'Internal server error' }]), 500);
}

/** Hono `notFound`: an unknown route. */
export function handleNotFound(c: Context): Response {
  return c.json(errorBody([{ message: `No such endpoint: ${c.req.method} ${c.req.path}` }]), 404);
}
