/**
 * Telling "the database cannot be reached right now" from every other failure: a refused or
 * broken connection, a connect timeout, a server shutting down or starting up, too many
 * connections. Those answer 503 with Retry-After (the request may be sent again); anything else
 * is a bug and answers 500.
 */

/** Socket and driver (postgres-js) codes of a connection that failed or broke. */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * node-postgres reports a lost or unobtainable connection by message only: the server went away
 * mid-query, a broken client, no connection within `connectionTimeoutMillis` (the server does not
 * answer, or every connection of the pool stayed busy that long).
 */
const connectionErrorMessages = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'timeout expired',
];

/**
 * SQLSTATEs of a server that is not taking queries: class 08 (connection exception), 57P01-57P03
 * (admin/crash shutdown, cannot connect now), 53300 (too many connections).
 */
function isUnavailableState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/** `true` when the error (or one it was caused by) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (connectionErrorCodes.has(code) || isUnavailableState(code))) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      typeof code !== 'string' &&
      connectionErrorMessages.some((known) => message.startsWith(known))
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
