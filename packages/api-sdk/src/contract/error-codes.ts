/**
 * The dictionary codes of the errors the client gives when no answer named one: a server fault,
 * an answer it cannot read, a request refused without an error body, a missing parameter, an
 * expired session, `createClient` options it cannot work with, and field values no rule has a
 * code for. Each is a row of the shop's dictionary in every culture (the commerce API seeds them
 * in en, de and da), so `t(error.code, error.params)` always has something to say.
 */
export const errorCodes = {
  /** No response at all: the network failed, the request timed out or was aborted. */
  network: 'Api.Error.Network',
  /** A 5xx answer that named no code of its own. */
  server: 'Api.Error.Internal',
  /** A 401 without an error body (or one without a code). */
  unauthorized: 'Api.Error.Unauthorized',
  /** A 404 without a code: the thing looked up does not exist. */
  notFound: 'Api.Error.NotFound',
  /** A 429 without a code: the shop is too busy. */
  overloaded: 'Api.Error.Overloaded',
  /** Any other refusal without a code (a 4xx, or a basket/checkout `success: false` with no errors). */
  requestFailed: 'Api.Error.RequestFailed',
  /** A 2xx answer that does not match its contract schema, or is not JSON. */
  unexpectedAnswer: 'Api.Error.UnexpectedAnswer',
  /** A required parameter was missing (params: `{ parameter }`); nothing was sent. */
  requiredParameter: 'Api.Error.RequiredParameter',
  /** The session expired and could not be renewed: the user was logged out. */
  sessionExpired: 'Api.Error.SessionExpired',
  /** `createClient` got options it cannot work with (params: `{ option }`). */
  clientOptions: 'Api.Error.ClientOptions',
  /** A field value that breaks a rule without a form code of its own (a wrong type, a bad format). */
  invalidValue: 'Api.Error.InvalidValue',
} as const;

/** One of {@link errorCodes}. */
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** The code of a refused answer (status 4xx or 5xx) that named none. */
export function errorCodeOfStatus(status: number): ErrorCode {
  if (status >= 500) return errorCodes.server;
  if (status === 401) return errorCodes.unauthorized;
  if (status === 404) return errorCodes.notFound;
  if (status === 429) return errorCodes.overloaded;
  return errorCodes.requestFailed;
}
