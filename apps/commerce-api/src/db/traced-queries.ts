/**
 * Every query the app runs, handed to a {@link QueryTracer} (traces: decision 0103). The two
 * places queries run are wrapped here: PGlite's `query`/`exec`/`transaction` (a transaction's own
 * statements too) and each node-postgres connection's `query` (the pool's queries and the
 * transactions on a checked-out connection alike). What is traced is the statement drizzle sends,
 * with `$1` placeholders: never the values.
 *
 * The tracer itself (OpenTelemetry) lives with the server (src/server/tracing.ts); this layer
 * knows only the function, so the data layer and the tests that open databases load no tracing.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Runs `run` (one statement) in whatever the tracer wraps it with; answers what `run` does. */
export type QueryTracer = <T>(statement: string, run: () => Promise<T>) => Promise<T>;

type Queries = Pick<PGlite, 'query' | 'exec'>;

/** `target` whose `query` and `exec` go through `traceQuery` (everything else as it is). */
function tracedMethods<T extends Queries>(target: T, traceQuery: QueryTracer, extra = {}): T {
  const methods: Record<PropertyKey, unknown> = {
    query: (statement: string, ...rest: unknown[]) =>
      traceQuery(statement, () =>
        (target.query as (...a: unknown[]) => Promise<unknown>)(statement, ...rest),
      ),
    exec: (statement: string, ...rest: unknown[]) =>
      traceQuery(statement, () => (target.exec as (...a: unknown[]) => Promise<unknown>)(statement, ...rest)),
    ...extra,
  };
  return new Proxy(target, {
    get(object, property) {
      if (property in methods) return methods[property];
      const value = Reflect.get(object, property, object) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(object) : value;
    },
  });
}

/** The PGlite whose queries, and those of its transactions, go through `traceQuery`. */
export function tracedPglite(pglite: PGlite, traceQuery: QueryTracer): PGlite {
  return tracedMethods(pglite, traceQuery, {
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      pglite.transaction((tx) => callback(tracedMethods(tx, traceQuery))),
  });
}

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Makes the queries of one node-postgres connection go through `traceQuery` (called for each
 * connection the pool opens). pg-pool calls it with a callback, drizzle without: both are traced;
 * a submittable (a cursor, `COPY`) goes through as it is.
 */
export function traceConnectionQueries(client: pg.PoolClient | pg.Client, traceQuery: QueryTracer): void {
  const query = client.query as unknown as QueryFunction;
  const traced: QueryFunction = function (this: unknown, ...args: unknown[]) {
    const [config] = args;
    const text =
      typeof config === 'string'
        ? config
        : config && typeof config === 'object' && !('submit' in config && typeof config.submit === 'function')
          ? (config as { text?: unknown }).text
          : undefined;
    if (typeof text !== 'string') return query.apply(this, args);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const callback = last as (error: unknown, result?: unknown) => void;
      const rest = args.slice(0, -1);
      traceQuery(text, () => query.apply(this, rest) as Promise<unknown>).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error),
      );
      return undefined;
    }
    return traceQuery(text, () => query.apply(this, args) as Promise<unknown>);
  };
  (client as unknown as { query: QueryFunction }).query = traced;
}
