import { errorStatusCode, isApiError } from '@clubshop/api-sdk';
import { NOT_FOUND_MESSAGE } from './not-found-error.ts';

/** What the error page shows for a thrown value. */
export interface ErrorDisplay {
  /** statusCode, then status, then response.status, default 500 (spec section 8). */
  statusCode: number;
  message: string;
}

/**
 * The status code and message of the error page. A 404 without its own message says "This page
 * could not be found"; API errors keep their message; anything else gets a generic one (a stack
 * trace or internal message is no help to a shopper).
 */
export function errorDisplay(error: unknown): ErrorDisplay {
  const statusCode = errorStatusCode(error);
  if (statusCode === 404) {
    const own = error instanceof Error && error.name === 'NotFoundError' ? error.message : '';
    return { statusCode, message: own || NOT_FOUND_MESSAGE };
  }
  if (isApiError(error)) return { statusCode, message: error.message };
  return { statusCode, message: 'Something went wrong while showing this page.' };
}
