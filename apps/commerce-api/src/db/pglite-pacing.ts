/**
 * PGlite paced across turns of the event loop.
 *
 * PGlite runs each query synchronously on the API's only thread, and its lock passes from one
 * waiting query to the next in a microtask. Under load the queries of the requests in flight
 * therefore ran back to back for seconds without the event loop reaching I/O: no connection was
 * accepted and no request read meanwhile (200 shoppers: requests met their 10 s timeout before the
 * API had even accepted their connection; decision 0011). Even one query per request per turn was
 * too much: with 64 requests in flight a turn took 300-600 ms, and the loop accepts about one new
 * connection per turn.
 *
 * So queries and transactions wait in one line and at most `perTurn` of them start in each turn
 * of the loop (a `setImmediate` pump), with all I/O of the turn in between: a turn does a few
 * queries' work, whatever the load, and connections, requests and answers keep moving. Inside a
 * transaction statements run back to back, since it holds the database.
 */
import type { PGlite } from '@electric-sql/pglite';

/** Query starts per turn of the event loop. */
const defaultPerTurn = 4;

/** A first-come line of query starts, let through `perTurn` at a time, one batch per turn. */
export class TurnPacer {
  #waiting: Array<() => void> = [];
  #head = 0;
  #pumping = false;

  constructor(private readonly perTurn = defaultPerTurn) {}

  /** Resolves in a later turn of the loop, when this caller's place in line comes up. */
  turn(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.#waiting.push(resolve);
      if (!this.#pumping) {
        this.#pumping = true;
        setImmediate(() => this.#pump());
      }
    });
  }

  #pump(): void {
    const end = Math.min(this.#waiting.length, this.#head + this.perTurn);
    for (; this.#head < end; this.#head++) (this.#waiting[this.#head] as () => void)();
    if (this.#head === this.#waiting.length) {
      this.#waiting = [];
      this.#head = 0;
      this.#pumping = false;
    } else {
      if (this.#head > 1024) {
        this.#waiting = this.#waiting.slice(this.#head);
        this.#head = 0;
      }
      setImmediate(() => this.#pump());
    }
  }
}

/**
 * The PGlite handed to drizzle: `query`, `exec` and `transaction` wait for their turn (see
 * above); everything else is the PGlite itself.
 */
export function pacedQueries(pglite: PGlite, pacer = new TurnPacer()): PGlite {
  const paced =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await pacer.turn();
      return method.apply(pglite, args);
    };
  const methods = {
    query: paced(pglite.query),
    exec: paced(pglite.exec),
    transaction: paced(pglite.transaction),
  } as Record<PropertyKey, unknown>;
  return new Proxy(pglite, {
    get(target, property) {
      if (property in methods) return methods[property];
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
