/**
 * The storefront server's Prometheus metrics (`GET /metrics`, issue 42, decision 0090), on
 * prom-client with a registry per server (tests build several in one process):
 *
 * - `clubshop_http_requests_total{method,route,status_class}` and
 *   `clubshop_http_request_duration_seconds{method,route}`, as the API names them: the route is
 *   a bounded label of the path ({@link routeLabel}: the server's own routes, `(api)` for what it forwards to the API,
 *   a fixed page's pattern such as `/basket/`, `(page)` for a content path), never the path;
 * - the render admission (render-admission.ts): `clubshop_storefront_render_in_flight`,
 *   `_render_queued` and `clubshop_storefront_render_shed_total` (answered 503 at once);
 * - the kept pages (kept-pages.ts): `clubshop_storefront_kept_pages_lookups_total{result}`
 *   (`hit`/`miss`), `clubshop_storefront_kept_pages` (held now) and
 *   `clubshop_storefront_kept_pages_dropped_total` (dropped by the API's changes);
 * - the change stream (follow-api-changes.ts): `clubshop_storefront_api_changes_total` (changes
 *   applied) and `clubshop_storefront_change_stream_following` (1 while every API is followed);
 * - the process's own (`collectDefaultMetrics`), when asked (the server).
 *
 * With `WEB_CONCURRENCY` above 1 every worker keeps its own: a scrape reads the one worker the
 * connection reached (docs/deployment.md#metrics).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { routeLabel } from './route-label.ts';

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What the metrics read of the render admission gate. */
export interface RenderAdmissionSource {
  readonly inFlight: number;
  readonly queued: number;
  readonly refused: number;
}

/** The metrics of one storefront server process. */
export interface StorefrontMetrics {
  readonly registry: Registry;
  /** Counts one answered request. */
  observeRequest(method: string, pathname: string, status: number, seconds: number): void;
  /** Counts a lookup of the kept pages. */
  keptPageLookup(hit: boolean): void;
  /** Counts a change the API announced, and how many kept pages it dropped. */
  changeApplied(keptPagesDropped: number): void;
  /** Whether every API's change stream is followed now. */
  following(following: boolean): void;
  /** Reports the render admission gate's renders in flight, waiting and refused. */
  watchRenderAdmission(gate: RenderAdmissionSource): void;
  /** Reports how many pages are kept now. */
  watchKeptPages(keptPages: { readonly size: number }): void;
}

/** The latency buckets, seconds: 5 ms to 10 s (as the API's). */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Creates the metrics of a server process (`processMetrics`: the process's own too). */
export function createStorefrontMetrics(options: { processMetrics?: boolean } = {}): StorefrontMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'clubshop_http_requests_total',
    help: 'HTTP requests answered, by method, route and status class.',
    labelNames: ['method', 'route', 'status_class'],
    registers,
  });
  const duration = new Histogram({
    name: 'clubshop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until the answer headers), by method and route.',
    labelNames: ['method', 'route'],
    buckets: latencyBuckets,
    registers,
  });
  const lookups = new Counter({
    name: 'clubshop_storefront_kept_pages_lookups_total',
    help: 'Lookups of the pages kept in this process (kept-pages.ts), by result (hit or miss).',
    labelNames: ['result'],
    registers,
  });
  const changes = new Counter({
    name: 'clubshop_storefront_api_changes_total',
    help: 'Changes the API announced on its change stream and this process applied.',
    registers,
  });
  const dropped = new Counter({
    name: 'clubshop_storefront_kept_pages_dropped_total',
    help: 'Kept pages dropped because the API announced a change of what they show (their tags).',
    registers,
  });
  const followingGauge = new Gauge({
    name: 'clubshop_storefront_change_stream_following',
    help: "1 while every API's change stream is followed, else 0 (answers then expire by their TTL).",
    registers,
  });
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    observeRequest(method, pathname, status, seconds) {
      const methodName = knownMethods.has(method) ? method : 'other';
      const route = routeLabel(pathname);
      requests.inc({ method: methodName, route, status_class: `${Math.floor(status / 100)}xx` });
      duration.observe({ method: methodName, route }, seconds);
    },
    keptPageLookup: (hit) => lookups.inc({ result: hit ? 'hit' : 'miss' }),
    changeApplied(keptPagesDropped) {
      changes.inc();
      if (keptPagesDropped > 0) dropped.inc(keptPagesDropped);
    },
    following: (following) => followingGauge.set(following ? 1 : 0),
    watchRenderAdmission(gate) {
      new Gauge({
        name: 'clubshop_storefront_render_in_flight',
        help: 'Pages rendering now (at most MAX_IN_FLIGHT).',
        registers,
        collect() {
          this.set(gate.inFlight);
        },
      });
      new Gauge({
        name: 'clubshop_storefront_render_queued',
        help: 'Pages waiting for a place to render.',
        registers,
        collect() {
          this.set(gate.queued);
        },
      });
      new Counter({
        name: 'clubshop_storefront_render_shed_total',
        help: 'Pages answered 503 at once because the process was busy (MAX_IN_FLIGHT, MAX_QUEUE_MS, MAX_EVENT_LOOP_LAG_MS).',
        registers,
        collect() {
          this.reset();
          this.inc(gate.refused);
        },
      });
    },
    watchKeptPages(keptPages) {
      new Gauge({
        name: 'clubshop_storefront_kept_pages',
        help: 'Pages kept in this process now.',
        registers,
        collect() {
          this.set(keptPages.size);
        },
      });
    },
  };
}
