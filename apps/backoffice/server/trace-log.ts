/**
 * The back office's log lines with the trace they belong to (issue 42 item 4): the server writes
 * with `console`, and each line about a request ends in the active span's `trace_id=… span_id=…`
 * (the caller's trace when it sent a `traceparent`), as the API's and the storefront's pino lines
 * carry them, so an operator finds the line of a trace and the trace of a line.
 */

/** What the back office logs through (app.ts's `logger`). */
export interface BackofficeLogger {
  error: (message: string, error?: unknown) => void;
}

/**
 * A logger writing to `sink` (console) with `fields()` (the active span's ids, tracing.ts's
 * `logFields`; none outside a request) appended to each message as `name=value`.
 */
export function tracedLogger(
  fields: () => Record<string, string>,
  sink: Pick<Console, 'error'> = console,
): BackofficeLogger {
  const withFields = (message: string) =>
    Object.entries(fields()).reduce((line, [name, value]) => `${line} ${name}=${value}`, message);
  return {
    error: (message, error) =>
      error === undefined ? sink.error(withFields(message)) : sink.error(withFields(message), error),
  };
}
