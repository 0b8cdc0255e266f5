import { errorStatusCode } from '@clubshop/api-sdk';
import { isChunkLoadError } from '../app/chunk-reload.ts';

/** What the error page shows for a thrown value. */
export interface ErrorDisplay {
  /**
   * statusCode, then status, then response.status, default 500
   * (docs/product/requirements.md#errors); none for a part of the page's code that could not be
   * loaded (the server did not fail: a reload fixes it).
   */
  statusCode: number | undefined;
  /** Dictionary key of the shopper's message: never the error's own text. */
  messageKey: 'Error.NotFound' | 'Error.ServerError' | 'Error.LoadFailed';
  /** The page offers to load itself again (`Error.Reload`). */
  offerReload?: boolean;
  /** English text for when the dictionary has no entry (e.g. it failed to load). */
  fallbackMessage: string;
}

/**
 * The status code and message of the error page. The message is a translated sentence chosen by
 * the status: an error's own text (an API message, an exception, a stack trace) is no help to a
 * shopper and may leak internals, so it only appears in the development details (see
 * {@link errorDetails}).
 */
export function errorDisplay(error: unknown): ErrorDisplay {
  // A chunk that did not load after its one reload (chunk-reload.ts): the connection or a deploy,
  // not a server error. No 500; the shopper can load the page again.
  if (isChunkLoadError(error)) {
    return {
      statusCode: undefined,
      messageKey: 'Error.LoadFailed',
      fallbackMessage: 'This page could not be loaded. Check your connection and load it again.',
      offerReload: true,
    };
  }
  const statusCode = errorStatusCode(error);
  return statusCode === 404
    ? { statusCode, messageKey: 'Error.NotFound', fallbackMessage: 'This page could not be found' }
    : { statusCode, messageKey: 'Error.ServerError', fallbackMessage: 'An error occurred on the server' };
}

/**
 * A thrown value as text for developers: name, message and stack of an Error (following `cause`),
 * or the value itself. Never throws, whatever it is given.
 */
export function errorDetails(error: unknown): string {
  try {
    if (error instanceof Error) {
      const own = error.stack?.includes(error.message)
        ? error.stack
        : `${error.name}: ${error.message}\n${error.stack ?? ''}`;
      return error.cause === undefined
        ? own.trim()
        : `${own.trim()}\nCaused by: ${errorDetails(error.cause)}`;
    }
    if (typeof error === 'object' && error !== null) return JSON.stringify(error, null, 2) ?? String(error);
    return String(error);
  } catch {
    return 'The error could not be described.';
  }
}
