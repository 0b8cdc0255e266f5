/**
 * Work a server process does for later shoppers (rendering a kept page again, kept-pages.ts) waits
 * for a quiet moment: no request of its own in flight for `quietMs`, or `maxWaitMs` at most. A
 * Node process has one thread: a background render started while a shopper's page is still asking
 * for its stylesheet, code and translations holds those answers back for as long as it runs
 * (18 ms of CPU for a category page), and its calls to the API meet the pictures the same page is
 * loading from it. Under steady traffic there is no quiet moment, and the work starts after
 * `maxWaitMs`, as it would have at once. Tasks run one after another, in the order given.
 */
export interface QuietTime {
  /** Counts a request in flight until the function it returns is called. */
  track(): () => void;
  /** Runs `task` at the next quiet moment (see {@link QuietTime}); its failure is the task's own. */
  whenQuiet(task: () => Promise<void>): void;
}

/** Options of {@link createQuietTime}. */
export interface QuietTimeOptions {
  /** How long no request must have been in flight (ms); default 1,000. */
  quietMs?: number;
  /** How long a task waits at most (ms); default 5,000. */
  maxWaitMs?: number;
  now?: () => number;
}

/** Creates the quiet-time scheduler of one server process (see {@link QuietTime}). */
export function createQuietTime({
  quietMs = 1_000,
  maxWaitMs = 5_000,
  now = Date.now,
}: QuietTimeOptions = {}): QuietTime {
  let inFlight = 0;
  let lastActivity = now();
  const queue: Array<{ task: () => Promise<void>; since: number }> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  const schedule = () => {
    if (timer || running || queue.length === 0) return;
    const first = queue[0] as { since: number };
    const quietAt = inFlight > 0 ? Number.POSITIVE_INFINITY : lastActivity + quietMs;
    const wait = Math.max(0, Math.min(quietAt, first.since + maxWaitMs) - now());
    timer = setTimeout(run, wait);
    timer.unref?.();
  };
  const run = () => {
    timer = undefined;
    const first = queue[0];
    if (!first) return;
    const quiet = inFlight === 0 && now() - lastActivity >= quietMs;
    if (!quiet && now() - first.since < maxWaitMs) {
      schedule();
      return;
    }
    queue.shift();
    running = true;
    void first
      .task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        schedule();
      });
  };

  return {
    track() {
      inFlight += 1;
      lastActivity = now();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        inFlight -= 1;
        lastActivity = now();
        // The last request ended: the quiet moment can be counted from now, not from maxWaitMs.
        if (inFlight === 0 && timer) {
          clearTimeout(timer);
          timer = undefined;
          schedule();
        }
      };
    },
    whenQuiet(task) {
      queue.push({ task, since: now() });
      schedule();
    },
  };
}
