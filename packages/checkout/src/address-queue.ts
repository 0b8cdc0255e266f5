/**
 * The send queue of checkout addresses (docs/product/requirements.md#states), free of React and of
 * any state library.
 *
 * Rules:
 * - An item is "queued" from the moment it is enqueued until its request settles. When at most
 *   one item is queued (the one just added), it is sent at once; otherwise it waits 500 ms, so a
 *   customer typing into the form does not send one request per keystroke.
 * - Waiting items collapse into the newest: later edits win, intermediate ones are never sent.
 * - An empty value (a reset of the form) is sent at once and drops whatever was waiting.
 * - Every request carries a sequence number. Only the response of the newest request sent is
 *   handed to `onResult` / `onError`; older responses are stale and ignored, whatever order they
 *   arrive in.
 * - If a stale response arrives after the newest one, the server may have applied the older
 *   values last, so the newest value is sent once more: the server ends with the last values
 *   typed.
 */
export interface AddressQueueOptions<T, R> {
  /** Sends one value to the server. */
  send: (value: T) => Promise<R>;
  /** Receives the response of the newest request (never a stale one). */
  onResult?: (result: R, value: T) => void;
  /** Receives the failure of the newest request (never a stale one). */
  onError?: (error: unknown, value: T) => void;
  /** Whether a value is an empty reset, which is sent at once. */
  isEmpty?: (value: T) => boolean;
  /**
   * How long a value waits when other items are queued; 500 ms by
   * docs/product/requirements.md#constants.
   */
  delayMs?: number;
}

/** A running address queue; see {@link createAddressQueue}. */
export interface AddressQueue<T> {
  /** Adds a value: sent at once or after the delay, by the rules above. */
  enqueue: (value: T) => void;
  /** Items queued: waiting to be sent or in flight. */
  readonly size: number;
  /** Sends the waiting value now instead of after the delay (before a checkout submit). */
  flush: () => void;
  /** Resolves once nothing is waiting and no request is in flight. */
  whenIdle: () => Promise<void>;
  /** Drops the waiting value and its timer; responses still in flight are ignored. */
  dispose: () => void;
}

/**
 * The delay of docs/product/requirements.md#constants for an address update sent while others are
 * queued.
 */
export const ADDRESS_QUEUE_DELAY_MS = 500;

/** Creates an address queue; see the rules on {@link AddressQueueOptions}. */
export function createAddressQueue<T, R>(options: AddressQueueOptions<T, R>): AddressQueue<T> {
  const delayMs = options.delayMs ?? ADDRESS_QUEUE_DELAY_MS;
  const isEmpty = options.isEmpty ?? (() => false);

  let nextSeq = 0;
  /** Values enqueued but not sent yet; only the newest of them is ever sent. */
  let waiting: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const inFlight = new Set<number>();
  let newestSent: { seq: number; value: T } | undefined;
  /** Whether the newest request's response already came back. */
  let newestSettled = false;
  let disposed = false;
  let idleWaiters: Array<() => void> = [];

  const size = () => waiting.length + inFlight.size;

  const notifyIdle = () => {
    if (size() > 0 || timer !== undefined) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const sendNow = (value: T) => {
    const seq = ++nextSeq;
    newestSent = { seq, value };
    newestSettled = false;
    inFlight.add(seq);
    let request: Promise<R>;
    try {
      request = options.send(value);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (result) => settle(seq, () => options.onResult?.(result, value)),
      (error: unknown) => settle(seq, () => options.onError?.(error, value)),
    );
  };

  const settle = (seq: number, deliver: () => void) => {
    inFlight.delete(seq);
    if (!disposed) {
      if (seq === newestSent?.seq) {
        newestSettled = true;
        deliver();
      } else if (newestSettled && newestSent && waiting.length === 0 && timer === undefined) {
        // A stale answer came after the newest one: the server may hold the older values now.
        sendNow(newestSent.value);
      }
    }
    notifyIdle();
  };

  const flushWaiting = () => {
    timer = undefined;
    const hasWaiting = waiting.length > 0;
    const newest = waiting.at(-1) as T;
    waiting = [];
    if (hasWaiting && !disposed) sendNow(newest);
    notifyIdle();
  };

  return {
    enqueue(value) {
      if (disposed) return;
      if (isEmpty(value)) {
        clearTimeout(timer);
        timer = undefined;
        waiting = [];
        sendNow(value);
        return;
      }
      waiting.push(value);
      if (size() <= 1 && timer === undefined) {
        flushWaiting();
      } else if (timer === undefined) {
        timer = setTimeout(flushWaiting, delayMs);
      }
    },
    get size() {
      return size();
    },
    flush() {
      if (timer === undefined) return;
      clearTimeout(timer);
      flushWaiting();
    },
    whenIdle() {
      if (size() === 0 && timer === undefined) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      timer = undefined;
      waiting = [];
      notifyIdle();
    },
  };
}
