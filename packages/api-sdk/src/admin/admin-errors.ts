import type { ApiErrorItem } from '../contract/errors.ts';
import { HttpError, type HttpErrorDetails } from '../errors/http-error.ts';

/**
 * An admin call refused because what it edits changed since it was read (412, `If-Match` stale):
 * read again and redo the edit. Its `code` is the API's (`Admin.Error.StaleEdit`).
 *
 * @example
 * try { await admin.pages.update(storeId, id, { title }, etag); }
 * catch (error) { if (isStaleEditError(error)) reload(); }
 */
export class StaleEditError extends HttpError {
  override name = 'StaleEditError';
}

/** The HTTP error of an admin answer: {@link StaleEditError} for a 412, else `HttpError`. */
export function adminHttpError(details: HttpErrorDetails): HttpError {
  return details.status === 412 ? new StaleEditError(details) : new HttpError(details);
}

/** Whether `error` is a {@link StaleEditError} (by name: works across copies of the package). */
export function isStaleEditError(error: unknown): error is StaleEditError {
  return error instanceof Error && error.name === 'StaleEditError';
}

/** The `errors` of an admin error body (`{ success: false, errors }`), else none. */
export function errorsOfBody(body: unknown): ApiErrorItem[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors)
    ? errors.filter((item): item is ApiErrorItem => typeof (item as ApiErrorItem)?.message === 'string')
    : [];
}
