/**
 * Where the shopper was on each page of the session, so Back and Forward return there (the
 * browser's own restoration runs before a client-rendered page has its content, and lands at
 * the top). Positions are kept per history entry address (path and query) in memory.
 */

/** Scroll positions by address (`/men/shirts/?page=2`). */
export class ScrollMemory {
  readonly #positions = new Map<string, number>();
  #poppedTo: string | undefined;

  /** Remembers the position of the page at `address`. */
  remember(address: string, scrollY: number): void {
    this.#positions.set(address, scrollY);
  }

  /** The remembered position of `address`, if any. */
  positionOf(address: string): number | undefined {
    return this.#positions.get(address);
  }

  /** Notes that Back or Forward (a `popstate`) went to `address`. */
  notePop(address: string): void {
    this.#poppedTo = address;
  }

  /**
   * Whether the navigation to `address` came from Back or Forward; reading it clears it. (A pop
   * that changed only the hash is forgotten here, so it never passes for a later navigation.)
   */
  takePop(address: string): boolean {
    const popped = this.#poppedTo === address;
    this.#poppedTo = undefined;
    return popped;
  }
}

/**
 * Brings the page back to `top` once it is tall enough to get there, and keeps it there while
 * the page is still settling: the previous page may show a moment longer, a loading state may
 * shorten the page and clamp the position. It stops when the position has held for a while, when
 * the shopper scrolls, types or touches, or after `timeoutMs` (10 s: on a slow line the page's
 * chunk and data can take several seconds; 3 s gave up on a loaded CI machine). Returns a
 * function that gives up.
 */
export function scrollWhenReachable(top: number, win: Window = window, timeoutMs = 10_000): () => void {
  const started = Date.now();
  const settledFrames = 20;
  let steady = 0;
  let lastHeight = -1;
  let frame = 0;
  const stop = () => {
    win.cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
      win.removeEventListener(type, stop);
    }
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
    win.addEventListener(type, stop, { passive: true });
  }
  const attempt = () => {
    const height = win.document.documentElement.scrollHeight;
    const reachable = height - win.innerHeight >= top - 1;
    if (reachable && Math.abs(win.scrollY - top) > 1) win.scrollTo({ top });
    steady = reachable && height === lastHeight && Math.abs(win.scrollY - top) <= 1 ? steady + 1 : 0;
    lastHeight = height;
    if (steady >= settledFrames || Date.now() - started > timeoutMs) {
      stop();
      return;
    }
    frame = win.requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}
