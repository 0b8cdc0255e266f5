/**
 * Load shedding for the pages the server renders (issue 43): at most `maxInFlight` renders of a
 * process run at once (a render waits for the API, then takes the thread); the rest wait in
 * arrival order, and one that has waited `maxQueueMs` (or finds `maxQueued` ahead of it) is
 * answered at once with 503 and `Retry-After`, never left to run into the shopper's timeout. A
 * shopper told to come back in a second loses a second; one whose page silently queued until the
 * browser (or the balancer) gave up lost the page, and the render still ran for nobody.
 *
 * A process that cannot keep up at all (its event loop late by more than `maxLagMs`: its own
 * renders, a long pause, or a machine whose cores other processes hold) refuses every page beyond
 * those already rendering, at once: the requests it has not even read yet wait in its sockets,
 * where no queue of its own sees them, and a cheap 503 now drains them faster than any render.
 *
 * The same rule and shape as the commerce API's `http/admission.ts` (`MAX_IN_FLIGHT`,
 * `MAX_QUEUE_MS`): the gate only counts renders. Health checks, the build's files, the API's
 * forwarding (the API has its own gate), site files and sitemaps and the pages kept from a moment
 * ago (kept-pages.ts) never wait for it: they cost the thread next to nothing.
 */

interface Waiter {
  since: number;
  admit: (admitted: boolean) => void;
}

/** Options of {@link RenderAdmission}. */
export interface RenderAdmissionOptions {
  /** Renders running at once in this process. */
  maxInFlight: number;
  /** How long a render may wait for a place before it is refused (ms); `0` refuses at once. */
  maxQueueMs: number;
  /** Renders waiting at most; one more is refused at once. Default `maxInFlight * 8`. */
  maxQueued?: number;
  /** The clock (ms), `performance.now` by default. */
  now?: () => number;
  /**
   * Refuse every page at once while others render and the event loop is this late (ms); `0`
   * (the default) never. See {@link eventLoopLag}.
   */
  maxLagMs?: number;
  /** How late the event loop is now (ms); {@link eventLoopLag} by default when `maxLagMs` is set. */
  lag?: () => number;
}

/** How often the event loop's lateness is sampled (ms). */
const LAG_SAMPLE_MS = 50;

/**
 * How late this process's event loop runs (ms): a timer due every 50 ms is looked at when it
 * fires, and the lateness of the last firing is the answer, or the time since it should have
 * fired when it is late now. The timer does not keep the process alive.
 */
export function eventLoopLag(now: () => number = () => performance.now()): () => number {
  let expected = now() + LAG_SAMPLE_MS;
  let last = 0;
  const timer = setInterval(() => {
    const at = now();
    last = Math.max(0, at - expected);
    expected = at + LAG_SAMPLE_MS;
  }, LAG_SAMPLE_MS);
  timer.unref?.();
  return () => Math.max(last, now() - expected);
}

/**
 * Counts the renders in flight and queues the ones beyond the limit, first come first served.
 *
 * @example
 * ```ts
 * const gate = new RenderAdmission({ maxInFlight: 16, maxQueueMs: 1000 });
 * if (!(await gate.enter())) return busyAnswer();
 * try { return await render(); } finally { gate.leave(); }
 * ```
 */
export class RenderAdmission {
  readonly maxInFlight: number;
  readonly maxQueueMs: number;
  readonly maxQueued: number;
  readonly maxLagMs: number;
  readonly #now: () => number;
  readonly #lag: () => number;
  #inFlight = 0;
  #queue: Waiter[] = [];
  #head = 0;
  #sweep: ReturnType<typeof setInterval> | undefined;
  /** Renders refused since start (for logs and tests). */
  refused = 0;

  constructor(options: RenderAdmissionOptions) {
    this.maxInFlight = Math.max(1, options.maxInFlight);
    this.maxQueueMs = Math.max(0, options.maxQueueMs);
    this.maxQueued = options.maxQueued ?? this.maxInFlight * 8;
    this.#now = options.now ?? (() => performance.now());
    this.maxLagMs = Math.max(0, options.maxLagMs ?? 0);
    this.#lag = options.lag ?? (this.maxLagMs > 0 ? eventLoopLag(this.#now) : () => 0);
  }

  /** Renders running now. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Renders waiting for a place. */
  get queued(): number {
    return this.#queue.length - this.#head;
  }

  /**
   * `true` when admitted now; else a promise of whether it was admitted later (`false`: refused,
   * at the latest `maxQueueMs` after asking). An admitted render must call {@link leave}.
   */
  enter(): true | Promise<boolean> {
    // Behind: only the pages already rendering go on (an idle process always takes one).
    const behind = this.maxLagMs > 0 && this.#inFlight > 0 && this.#lag() > this.maxLagMs;
    if (!behind && this.#inFlight < this.maxInFlight && this.queued === 0) {
      this.#inFlight++;
      return true;
    }
    if (behind || this.queued >= this.maxQueued || this.maxQueueMs === 0) {
      this.refused++;
      return Promise.resolve(false);
    }
    return new Promise<boolean>((admit) => {
      this.#queue.push({ since: this.#now(), admit });
      // Waiters past their time are refused even while no render ends (a render stuck on the API).
      this.#sweep ??= setInterval(
        () => this.#dropExpired(),
        Math.max(10, Math.min(100, this.maxQueueMs / 4)),
      );
      this.#sweep.unref?.();
    });
  }

  /** Ends an admitted render; the oldest waiter still in time takes its place. */
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
    const oldestAllowed = this.#now() - this.maxQueueMs;
    while (this.queued > 0 && (this.#queue[this.#head] as Waiter).since <= oldestAllowed) {
      this.refused++;
      this.#shift().admit(false);
    }
  }
}
