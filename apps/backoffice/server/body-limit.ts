/**
 * Bounds on request bodies, applied before anything reads one (issue 43: a 256 MiB body sent
 * without signing in took the server to 1.3 GB, as every route read its body whole first). A
 * declared Content-Length over the bound is answered 413 at once, the body unread; a body
 * without one (chunked) is counted as it streams in and its reader fails past the bound, which
 * the app's error handler answers 413 too ({@link bodyTooLargeError}).
 */
import type { Context, MiddlewareHandler } from 'hono';

/** The largest body of the back office's own forms (sign-in, sign-out, language), bytes. */
export const MAX_FORM_BYTES = 32 * 1024;

/**
 * The default bound of a body forwarded to the admin API, bytes: its largest (a catalogue import,
 * the API's IMPORT_MAX_BYTES of 32 MiB by default) with room for the multipart framing.
 */
export const DEFAULT_MAX_FORWARDED_BYTES = 32 * 1024 * 1024 + 64 * 1024;

/** A body's reader went past its bound. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The {@link BodyTooLargeError} `error` is or wraps (as a body reader may), if any. */
export function bodyTooLargeError(error: unknown): BodyTooLargeError | undefined {
  if (error instanceof BodyTooLargeError) return error;
  return error instanceof Error && error.cause instanceof BodyTooLargeError ? error.cause : undefined;
}

/** The 413 answer, in the API's error shape. */
export function bodyTooLarge(c: Context, maxBytes: number): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      success: false,
      errors: [
        { message: `The request body may be at most ${maxBytes} bytes`, code: 'Api.Error.BodyTooLarge' },
      ],
    },
    413,
  );
}

/** `body` as a stream that fails with {@link BodyTooLargeError} once more than `maxBytes` came. */
function boundedStream(body: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  // Pulled chunk by chunk (never read ahead): nothing past what the reader asked for is held.
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return controller.error(new BodyTooLargeError(maxBytes));
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * Middleware bounding a request's body by `maxBytesOf(c)` (see the module's comment). Requests
 * that carry no body (GET, HEAD, OPTIONS) pass untouched.
 */
export function requestBodyLimit(maxBytesOf: (c: Context) => number): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const maxBytes = maxBytesOf(c);
    const length = c.req.header('content-length');
    if (length !== undefined) {
      const bytes = Number(length);
      if (!Number.isSafeInteger(bytes) || bytes < 0 || bytes > maxBytes) return bodyTooLarge(c, maxBytes);
    }
    const body = c.req.raw.body;
    if (!body) return next();
    c.req.raw = new Request(c.req.raw, {
      body: boundedStream(body, maxBytes),
      duplex: 'half',
    } as RequestInit);
    return next();
  };
}
