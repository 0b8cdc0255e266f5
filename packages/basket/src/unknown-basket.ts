import { isHttpError } from '@clubshop/api-sdk';

/** Whether an error is the server saying it does not know a basket token (HTTP 404). */
export function isUnknownBasketError(error: unknown): boolean {
  return isHttpError(error) && error.status === 404;
}
