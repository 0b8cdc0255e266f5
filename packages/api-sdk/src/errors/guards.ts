/**
 * Type guards for the client's errors. They match on `name` (and the class hierarchy through a
 * name list), so they work where `instanceof` does not: other realms, two copies of the package.
 */
import type { ApiError } from './api-error.ts';
import type { BasketError } from './basket-error.ts';
import type { CheckoutError } from './checkout-error.ts';
import type { ClientOptionsError } from './client-options-error.ts';
import type { ContractError } from './contract-error.ts';
import type { HttpError, UnauthorizedError } from './http-error.ts';
import type { NetworkError } from './network-error.ts';
import type { RequiredError } from './required-error.ts';
import type { SessionExpiredError } from './session-expired-error.ts';

const httpErrorNames = ['HttpError', 'UnauthorizedError', 'StaleEditError'];
const apiErrorNames = [
  'ApiError',
  ...httpErrorNames,
  'SessionExpiredError',
  'ContractError',
  'RequiredError',
  'NetworkError',
  'BasketError',
  'CheckoutError',
  'ClientOptionsError',
];

function hasName(error: unknown, names: readonly string[]): boolean {
  return (
    error instanceof Error &&
    names.includes(error.name) &&
    // Only errors of this package: a foreign `HttpError` (e.g. ky's `HTTPError`-alikes) has no operation field.
    'operation' in error
  );
}

/** Whether `error` is any error of the client (ApiError or a subclass). */
export function isApiError(error: unknown): error is ApiError {
  return hasName(error, apiErrorNames);
}

/** Whether `error` is an {@link HttpError} (a 4xx/5xx response), including {@link UnauthorizedError}. */
export function isHttpError(error: unknown): error is HttpError {
  return hasName(error, httpErrorNames);
}

/** Whether `error` is an {@link UnauthorizedError}: a 401 that refreshing could not cure. */
export function isUnauthorizedError(error: unknown): error is UnauthorizedError {
  return hasName(error, ['UnauthorizedError']);
}

/** Whether `error` is a {@link SessionExpiredError}: the refresh failed and the user was logged out. */
export function isSessionExpiredError(error: unknown): error is SessionExpiredError {
  return hasName(error, ['SessionExpiredError']);
}

/** Whether `error` is a {@link ContractError}: a response that does not match its schema. */
export function isContractError(error: unknown): error is ContractError {
  return hasName(error, ['ContractError']);
}

/** Whether `error` is a {@link RequiredError}: a missing required parameter. */
export function isRequiredError(error: unknown): error is RequiredError {
  return hasName(error, ['RequiredError']);
}

/** Whether `error` is a {@link NetworkError}: no response at all. */
export function isNetworkError(error: unknown): error is NetworkError {
  return hasName(error, ['NetworkError']);
}

/**
 * Whether `error` is a {@link BasketError}: a basket change answered `success: false`.
 *
 * @example
 * try {
 *   await client.basket.add(token, { productId, quantity: 1 });
 * } catch (error) {
 *   if (isBasketError(error)) showWarning(error.message); // e.g. out of stock
 *   else throw error;
 * }
 */
export function isBasketError(error: unknown): error is BasketError {
  return hasName(error, ['BasketError']);
}

/** Whether `error` is a {@link CheckoutError}: the basket checkout answered `success: false`. */
export function isCheckoutError(error: unknown): error is CheckoutError {
  return hasName(error, ['CheckoutError']);
}

/** Whether `error` is a {@link ClientOptionsError}: `createClient` got options it cannot work with. */
export function isClientOptionsError(error: unknown): error is ClientOptionsError {
  return hasName(error, ['ClientOptionsError']);
}
