/**
 * The queue every image render waits in (issue 43): at most `concurrency` renders run at once
 * and at most `waiting` wait; one more is refused at once (the route answers 503 + Retry-After).
 *
 * Why: sharp runs each render on a thread of libuv's pool (4 threads unless UV_THREADPOOL_SIZE
 * says otherwise), the same pool that runs scrypt for every login and password change, file
 * reads and DNS. 24 anonymous 4000 px renders once held every thread for minutes and every login
 * waited behind them. With renders only ever running through this queue, at most `concurrency`
 * threads render and the others stay free for hashing (decision 0068).
 */
import { availableParallelism } from 'node:os';

/** How full the queue is. */
export interface RenderQueueStats {
  /** Renders running now. */
  running: number;
  /** Renders waiting for a turn. */
  waiting: number;
}

/** Thrown by {@link RenderQueue.run} when `waiting` renders wait already. */
export class RenderQueueFull extends Error {
  constructor() {
    super('Too many image renders are waiting');
    this.name = 'RenderQueueFull';
  }
}

/** A bounded queue of renders: `concurrency` at once, `waiting` more in arrival order, the rest refused. */
export class RenderQueue {
  #running = 0;
  readonly #waiters: Array<() => void> = [];
  readonly #listeners = new Set<(stats: RenderQueueStats) => void>();

  constructor(
    /** Renders at once. */
    readonly concurrency: number,
    /** Renders that may wait for a turn. */
    readonly waiting: number,
  ) {}

  /** How many run and wait now. */
  stats(): RenderQueueStats {
    return { running: this.#running, waiting: this.#waiters.length };
  }

  /**
   * Calls `listener` after every change of the stats (a render started, queued or ended); returns
   * the function that stops it. Lets a test wait for "the queue is full" without timing.
   */
  onChange(listener: (stats: RenderQueueStats) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Runs `task` when a turn is free; rejects with {@link RenderQueueFull} at once when `waiting`
   * tasks wait already.
   */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiters.length >= this.waiting) throw new RenderQueueFull();
      await new Promise<void>((turn) => {
        this.#waiters.push(turn);
        this.#changed();
      });
    } else {
      this.#running++;
    }
    this.#changed();
    try {
      return await task();
    } finally {
      const next = this.#waiters.shift();
      // The turn passes straight to the next waiter (running stays the same), else it ends.
      if (next) next();
      else this.#running--;
      this.#changed();
    }
  }

  #changed(): void {
    const stats = this.stats();
    for (const listener of this.#listeners) listener(stats);
  }
}

/** Threads of libuv's pool (sharp's renders and scrypt share them). */
export const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * The renders of this process: one fewer than the cores (at least one), and never more than half
 * of libuv's threads, so scrypt always finds a free thread. 32 may wait: a cold category page
 * asks for two dozen pictures at once over HTTP/2 (the same picture asked for twice waits for one
 * render and takes no place), and half of the 64 requests the admission gate lets in stay free
 * for everything else.
 */
export const imageRenders = new RenderQueue(
  Math.max(1, Math.min(availableParallelism() - 1, Math.floor(threadPoolSize / 2))),
  32,
);
