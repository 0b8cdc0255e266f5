/**
 * Traffic for the fault tests: clients sending requests back to back, each with its own request
 * id, and what came back (status, or the connection error).
 */

/** One request's outcome. */
export interface Outcome {
  id: string;
  path: string;
  startedAt: number;
  endedAt: number;
  status?: number;
  retryAfter?: string | null;
  code?: string;
  /** The connection error, for a request that got no answer. */
  error?: string;
}

/** A request a client sends: method, path and body. */
export interface PlannedRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Clients sending `next()`'s requests to `baseUrl` until `stop()`. */
export function startTraffic(
  baseUrl: string,
  clients: number,
  next: (client: number, index: number) => PlannedRequest,
) {
  const outcomes: Outcome[] = [];
  let running = true;
  let counter = 0;
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let index = 0; running; index++) {
      const planned = next(client, index);
      const id = `t-${client}-${index}-${counter++}`;
      const outcome: Outcome = { id, path: planned.path, startedAt: performance.now(), endedAt: 0 };
      try {
        const response = await fetch(`${baseUrl}${planned.path}`, {
          method: planned.method,
          headers: { 'X-Request-Id': id, Accept: 'application/json', ...planned.headers },
          ...(planned.body ? { body: planned.body } : {}),
          signal: AbortSignal.timeout(10_000),
        });
        outcome.status = response.status;
        outcome.retryAfter = response.headers.get('Retry-After');
        const text = await response.text();
        if (response.status >= 400) {
          try {
            const code = (JSON.parse(text) as { errors?: Array<{ code?: string }> }).errors?.[0]?.code;
            if (code) outcome.code = code;
          } catch {
            outcome.code = 'not json';
          }
        }
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        outcome.error = cause?.code ?? cause?.message ?? (error as Error).name;
        // A refused connection comes back at once: do not spin.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      outcome.endedAt = performance.now();
      outcomes.push(outcome);
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Waits `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
