/**
 * The storefront server's request log, in the commerce API's format (apps/commerce-api/src/http/
 * request-log.ts): pino JSON, one line per request when it is answered (`reqId`, `method`, `path`,
 * `status`, `ms`, message `request`), and one line per failure with the error as a field (`err`:
 * type, message, stack) instead of a stack trace over many lines.
 *
 * The request id is the caller's `X-Request-Id` when it is sane (a proxy's id follows the request
 * through), else a new UUID; the server sends it to the API with every call it makes for the
 * request (its own calls for a page and the forwarded `/api` calls), so the API's lines of a page
 * carry the page's id. Never logged: query strings (search terms, e-mails, tokens), long path
 * segments (a basket token or an order id is cut to its first 4 characters), headers, bodies and
 * client addresses.
 */
import { randomUUID } from 'node:crypto';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { AppLogger } from '../src/app/logger.ts';

export type { Logger };

const saneRequestId = /^[\w.:@/+=-]{1,128}$/;

/** The id of a request: its `X-Request-Id` when sane, else a new one. */
export function requestIdOf(request: Request): string {
  const incoming = request.headers.get('x-request-id');
  return incoming && saneRequestId.test(incoming) ? incoming : randomUUID();
}

/** The path to log: without its query, every long segment (a token, perhaps) cut. */
export function loggedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (segment.length > 24 ? `${segment.slice(0, 4)}…` : segment))
    .join('/');
}

/**
 * The storefront's logger: JSON lines on stdout (or `destination`), each with `mixin`'s fields
 * (the server's: the active trace, tracing.ts).
 */
export function createServerLogger(
  level = 'info',
  destination?: DestinationStream,
  mixin?: () => Record<string, unknown>,
): Logger {
  return pino(
    {
      level,
      base: { service: 'storefront', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      ...(mixin ? { mixin } : {}),
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** A logger that writes nothing (the default of an app made in a test). */
export const silentServerLogger: Logger = pino({ level: 'silent' });

/**
 * The render's logger (`AppLogger`: `error(message, error)`, as the browser's console) writing
 * one line each to `logger`, with the request's id: the message as the line's message, an Error
 * as `err` (its stack a field), anything else as `detail`.
 */
export function appLoggerFor(logger: Logger): AppLogger {
  const line =
    (level: 'error' | 'warn') =>
    (...data: unknown[]) => {
      const message = typeof data[0] === 'string' ? data[0] : 'storefront';
      const rest = typeof data[0] === 'string' ? data.slice(1) : data;
      const err = rest.find((item) => item instanceof Error);
      const detail = rest.filter((item) => item !== err);
      logger[level]({ ...(err ? { err } : {}), ...(detail.length ? { detail } : {}) }, message);
    };
  return { error: line('error'), warn: line('warn') };
}
