/**
 * The API's Prometheus metrics (`GET /metrics`, issue 42, decision 0090), on prom-client with a
 * registry per app (tests build many apps in one process):
 *
 * - `clubshop_http_requests_total{method,route,status_class}` and
 *   `clubshop_http_request_duration_seconds{method,route}`: RED per route, the route being the
 *   pattern the request matched (`/api/baskets/:token`), never the raw path; `unmatched` for a
 *   request no route answered (404s, preflights, 503s of the admission gate before routing).
 * - the admission gate (src/http/admission.ts): `clubshop_api_admission_in_flight`,
 *   `_queued` and `clubshop_api_admission_shed_total` (answered 503 at once);
 * - the PostgreSQL pool (none on PGlite): `clubshop_api_db_pool_connections{state}`,
 *   `clubshop_api_db_pool_waiting`;
 * - `clubshop_api_change_stream_subscribers`: the storefront processes following `/changes`;
 * - catalogue imports (operation-signals.ts): `clubshop_api_catalogue_imports_running`,
 *   `clubshop_api_catalogue_imports_total{result}` and `clubshop_api_catalogue_import_products_total{outcome}`;
 * - the change feed between instances: `clubshop_api_change_feed_lag_seconds` (from the writing
 *   instance's commit to this one hearing of it) and `clubshop_api_change_feed_notices_total`;
 * - the process's own (`collectDefaultMetrics`: CPU, memory, heap, event loop lag, GC), when
 *   asked (the server; not every test app).
 *
 * The sources are read when scraped (`collect`): the gate, the pool and the broadcast keep no
 * metric of their own.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ImportResult, OperationSignals } from './operation-signals.ts';

/** What the metrics read of the admission gate (`AdmissionGate`). */
export interface AdmissionSource {
  readonly inFlight: number;
  readonly queued: number;
  readonly refused: number;
}

/** What the metrics read of a `pg.Pool`. */
export interface PoolSource {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** The buckets of the latency histograms, seconds: 5 ms to 10 s. */
export const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** `2xx`, `4xx`...: the status class label. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** The method label: one of the methods HTTP servers use, else `other` (bounded). */
export function methodLabel(method: string): string {
  return knownMethods.has(method) ? method : 'other';
}

/** Options of {@link ApiMetrics}. */
export interface ApiMetricsOptions {
  /** Collect the process's own metrics too (the server does; tests need not). */
  processMetrics?: boolean;
}

/** The metrics of one API app. */
export class ApiMetrics {
  readonly registry = new Registry();
  readonly #requests: Counter<'method' | 'route' | 'status_class'>;
  readonly #duration: Histogram<'method' | 'route'>;

  constructor(options: ApiMetricsOptions = {}) {
    this.#requests = new Counter({
      name: 'clubshop_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class.',
      labelNames: ['method', 'route', 'status_class'],
      registers: [this.registry],
    });
    this.#duration = new Histogram({
      name: 'clubshop_http_request_duration_seconds',
      help: 'Time to answer an HTTP request (until the answer headers), by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: latencyBuckets,
      registers: [this.registry],
    });
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** Counts one answered request. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const methodName = methodLabel(method);
    this.#requests.inc({ method: methodName, route, status_class: statusClass(status) });
    this.#duration.observe({ method: methodName, route }, seconds);
  }

  /** Reports the admission gate's requests in flight, waiting, and refused. */
  watchAdmission(gate: AdmissionSource): void {
    const registers = [this.registry];
    new Gauge({
      name: 'clubshop_api_admission_in_flight',
      help: 'Requests being worked on now (at most MAX_IN_FLIGHT).',
      registers,
      collect() {
        this.set(gate.inFlight);
      },
    });
    new Gauge({
      name: 'clubshop_api_admission_queued',
      help: 'Requests waiting for a place.',
      registers,
      collect() {
        this.set(gate.queued);
      },
    });
    new Counter({
      name: 'clubshop_api_admission_shed_total',
      help: 'Requests answered 503 at once because the instance was busy (MAX_IN_FLIGHT, MAX_QUEUE_MS).',
      registers,
      collect() {
        this.reset();
        this.inc(gate.refused);
      },
    });
  }

  /** Reports a PostgreSQL pool's connections and the queries waiting for one. */
  watchPool(pool: PoolSource): void {
    const registers = [this.registry];
    new Gauge({
      name: 'clubshop_api_db_pool_connections',
      help: 'Connections of the database pool, all (`total`) and idle (`idle`).',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'clubshop_api_db_pool_waiting',
      help: 'Queries waiting for a connection of the pool.',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  /** Reports how many storefront processes follow the change stream (`GET /changes`). */
  watchChangeSubscribers(broadcast: { readonly size: number }): void {
    new Gauge({
      name: 'clubshop_api_change_stream_subscribers',
      help: 'Storefront processes following the change stream (GET /changes).',
      registers: [this.registry],
      collect() {
        this.set(broadcast.size);
      },
    });
  }

  /**
   * Reports the imports and the change feed's lag (operation-signals.ts). Every series is there
   * from the start, at zero: a dashboard panel or alert finds it before the first import.
   */
  watchSignals(signals: OperationSignals): void {
    const registers = [this.registry];
    const { imports } = signals;
    new Gauge({
      name: 'clubshop_api_catalogue_imports_running',
      help: 'Catalogue and translation imports running now.',
      registers,
      collect() {
        this.set(imports.running);
      },
    });
    new Counter({
      name: 'clubshop_api_catalogue_imports_total',
      help: 'Catalogue and translation imports ended, by result (written, dry_run, refused for bad rows, failed).',
      labelNames: ['result'],
      registers,
      collect() {
        this.reset();
        for (const [result, count] of Object.entries(imports.ended))
          this.inc({ result: result as ImportResult }, count);
      },
    });
    new Counter({
      name: 'clubshop_api_catalogue_import_products_total',
      help: 'Products written imports went through, by outcome (created, updated, unchanged).',
      labelNames: ['outcome'],
      registers,
      collect() {
        this.reset();
        for (const [outcome, count] of Object.entries(imports.products)) this.inc({ outcome }, count);
      },
    });
    const lag = new Histogram({
      name: 'clubshop_api_change_feed_lag_seconds',
      help: "Time from a write's commit on one instance to this instance hearing of it on the change feed (PostgreSQL).",
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    signals.onChangeFeedLag((seconds) => lag.observe(seconds));
    new Counter({
      name: 'clubshop_api_change_feed_notices_total',
      help: 'Notices of changed pages heard on the change feed (PostgreSQL).',
      registers,
      collect() {
        this.reset();
        this.inc(signals.changeFeedNotices);
      },
    });
  }
}
