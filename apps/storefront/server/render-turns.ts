/**
 * Takes a turn to render a page: resolves once every page that asked before has started, and at
 * most one page starts per turn of the event loop, so the server reads the requests that arrived
 * meanwhile between two renders. Pages are then rendered in the order their requests arrived.
 */
export type RenderTurn = () => Promise<void>;

/**
 * Turns for the pages of one server process (see docs/decisions/0005-server-rendered-storefront.md,
 * "Pages in the order they were asked for").
 *
 * Without them a process renders, back to back, every request one read of its sockets returned
 * (25 under the benchmark's load, 80 ms), and the operating system lists a socket that became
 * readable during that batch after the sockets of the batch: the request answered last in one
 * batch was again answered last in the next, twice as late as the others. One connection in 25
 * waited two batches every time, and that was the p99 (163 ms on the category page for a p50 of
 * 91 ms). With one render per turn the requests are read between renders and wait in this queue,
 * first come first served: the p99 is 1.3-1.5x the p50 (docs/benchmarks.md).
 *
 * A turn only orders starts: a page waiting for the API lets the next one start. Health checks,
 * files and the API's forwarding do not queue.
 */
export function createRenderTurns(): RenderTurn {
  const waiting: Array<() => void> = [];
  let granting = false;
  const grantNext = () => {
    const next = waiting.shift();
    // Scheduled before the page starts: an immediate queued now runs in the next turn of the
    // loop, after its poll for I/O (new requests), whatever the page does meanwhile.
    if (waiting.length > 0) setImmediate(grantNext);
    else granting = false;
    next?.();
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!granting) {
        granting = true;
        setImmediate(grantNext);
      }
    });
}
