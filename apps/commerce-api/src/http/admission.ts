/**
 * Overload protection: at most `maxInFlight` requests are worked on at once; the rest wait in
 * arrival order, and one that has waited `maxQueueMs` (or finds `maxQueued` ahead of it) is
 * answered at once with 503 and `Retry-After`, instead of queueing (in the database driver, in
 * PGlite's single query lane) until the client gave up on it. A client told to come back later
 * loses a second; one whose request silently ran into its 10 s timeout lost the request.
 *
 * `/health`, `/ready` and `/metrics` are never held back: an orchestrator (and Prometheus) must
 * see a busy instance alive; nor
 * is `/changes`, a storefront's stream that stays open for as long as the storefront runs.
 */
import type { MiddlewareHandler } from 'hono';
import { changesPath } from '../cache/changes-routes.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { errorBody } from '../shared/api-error.ts';

interface Waiter {
  since: number;
  admit: (admitted: boolean) => void;
}

/** Counts requests in flight and queues the ones beyond the limit. */
export class AdmissionGate {
  #inFlight = 0;
  #queue: Waiter[] = [];
  #head = 0;
  #sweep: ReturnType<typeof setInterval> | undefined;
  /** Requests refused since start (for logs and tests). */
  refused = 0;

  constructor(
    readonly maxInFlight: number,
    readonly maxQueueMs: number,
    readonly maxQueued = maxInFlight * 8,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Requests being worked on now. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Requests waiting for a turn. */
  get queued(): number {
    return this.#queue.length - this.#head;
  }

  /** `true` (synchronously) when admitted now; else a promise of whether it was admitted later. */
  enter(): true | Promise<boolean> {
    if (this.#inFlight < this.maxInFlight && this.queued === 0) {
      this.#inFlight++;
      return true;
    }
    if (this.queued >= this.maxQueued || this.maxQueueMs === 0) {
      this.refused++;
      return Promise.resolve(false);
    }
    return new Promise<boolean>((admit) => {
      this.#queue.push({ since: this.now(), admit });
      this.#sweep ??= setInterval(
        () => this.#dropExpired(),
        Math.max(10, Math.min(100, this.maxQueueMs / 4)),
      );
      this.#sweep.unref?.();
    });
  }

  /** Ends a request admitted by `enter`; the oldest waiter still in time takes its place. */
  leave(): void {
    this.#inFlight--;
    this.#dropExpired();
    while (this.#inFlight < this.maxInFlight && this.queued > 0) {
      const waiter = this.#shift();
      this.#inFlight++;
      waiter.admit(true);
    }
  }

  #shift(): Waiter {
    const waiter = this.#queue[this.#head++] as Waiter;
    if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
      this.#queue = this.#queue.slice(this.#head);
      this.#head = 0;
    }
    if (this.queued === 0 && this.#sweep) {
      clearInterval(this.#sweep);
      this.#sweep = undefined;
    }
    return waiter;
  }

  /** Refuses every waiter that has waited too long (they are at the front: arrival order). */
  #dropExpired(): void {
    const oldestAllowed = this.now() - this.maxQueueMs;
    while (this.queued > 0 && (this.#queue[this.#head] as Waiter).since <= oldestAllowed) {
      this.refused++;
      this.#shift().admit(false);
    }
  }
}

const neverHeld = new Set(['/health', '/ready', '/metrics', changesPath]);

/** Middleware answering 503 + Retry-After when the gate refuses a request. */
export function admissionControl(gate: AdmissionGate): MiddlewareHandler {
  const busy = errorBody([apiMessage('Api.Error.Overloaded')]);
  return async (c, next) => {
    if (neverHeld.has(c.req.path)) return next();
    const entered = gate.enter();
    if (entered !== true && !(await entered)) {
      return c.json(busy, 503, { 'Retry-After': '1', 'Cache-Control': 'no-store' });
    }
    try {
      await next();
    } finally {
      gate.leave();
    }
  };
}
