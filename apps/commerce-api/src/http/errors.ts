/**
 * The HTTP edge of the API's errors: `errorHandler` turns anything a route throws into the one
 * error shape (`ApiError`, src/shared/api-error.ts), and `handleNotFound` answers unknown paths.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Logger } from '../logging/logger.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { ApiError, databaseUnavailable, errorBody } from '../shared/api-error.ts';

/** What may be logged of an unexpected error: no query parameters (they can hold personal data). */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  // drizzle's DrizzleQueryError puts the parameters into its message: log its query and cause only.
  const query = (error as { query?: unknown }).query;
  return {
    error: error.name,
    message: typeof query === 'string' && cause ? 'query failed' : error.message,
    ...(typeof query === 'string' ? { query } : {}),
    ...(cause ? { cause: `${cause.name}: ${cause.message}`, code: (cause as { code?: unknown }).code } : {}),
    // Only the frames: a query error's message (first lines) holds its parameters.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .slice(0, 5)
      .join('\n'),
  };
}

/**
 * Hono `onError`: answers every thrown error as the error body; a database that cannot be
 * reached as a 503 with Retry-After; anything else unexpected as a logged 500.
 */
export function errorHandler(logger: Logger) {
  let lastUnavailableLog = 0;
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) return c.json(errorBody(error.errors), error.status, error.headers);
    if (error instanceof HTTPException) {
      const failed = apiMessage('Api.Error.RequestFailed');
      return c.json(errorBody([{ ...failed, message: error.message || failed.message }]), error.status);
    }
    const requestId = (c as Context<{ Variables: { requestId?: string } }>).get('requestId');
    if (isDatabaseUnavailable(error)) {
      // One line a second at most: during an outage every request fails the same way.
      if (Date.now() - lastUnavailableLog > 1000) {
        lastUnavailableLog = Date.now();
        logger.warn({ reqId: requestId, ...describeError(error) }, 'database unavailable: answering 503');
      }
      const unavailable = databaseUnavailable();
      return c.json(errorBody(unavailable.errors), 503, unavailable.headers);
    }
    logger.error({ reqId: requestId, ...describeError(error) }, 'unexpected error');
    return c.json(errorBody([apiMessage('Api.Error.Internal')]), 500);
  };
}

/** Hono `notFound`: an unknown route. */
export function handleNotFound(c: Context): Response {
  return c.json(
    errorBody([apiMessage('Api.Error.NoSuchEndpoint', { method: c.req.method, path: c.req.path })]),
    404,
  );
}
