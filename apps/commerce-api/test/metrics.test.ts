/**
 * `GET /metrics` of the API in process (decision 0090): RED per route pattern, never the raw path;
 * the access rule where no socket says the peer is on loopback (the scrape over a real socket is
 * apps/storefront/metrics/prometheus-scrape.suite.ts); an operational route like `/health`.
 */
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { AdmissionGate } from '../src/http/admission.ts';
import { ApiMetrics } from '../src/metrics/api-metrics.ts';
import { type ImportOutcome, OperationSignals } from '../src/metrics/operation-signals.ts';

const token = 'metrics-token-for-the-test-0123456789abcdef';
let api: TestApi;
beforeAll(async () => {
  // One proxy trusted: a forwarded loopback address must still not open the metrics.
  api = await createTestApi({ config: { metricsToken: token, trustProxy: 1 }, metrics: new ApiMetrics() });
}, 120_000);
afterAll(() => api?.close());

const scrape = (headers: Record<string, string> = {}) => api.fetch('/metrics', { headers });

describe('GET /metrics', () => {
  it('is a route of the app given metrics (operational, beside /health), and of no other', async () => {
    expect(api.routes).toContainEqual({ method: 'GET', path: '/metrics' });
    const without = await createTestApi({ sharedDatabaseOf: api });
    try {
      expect(without.routes).not.toContainEqual({ method: 'GET', path: '/metrics' });
      expect((await without.fetch('/metrics')).status).toBe(404);
    } finally {
      await without.close();
    }
  });

  it('asks a caller not on loopback for the token: 401 without it or with another, X-Forwarded-For not believed', async () => {
    for (const headers of [
      {},
      { 'X-Forwarded-For': '127.0.0.1' },
      { Authorization: 'Bearer wrong-token' },
      { Authorization: `Basic ${token}` },
    ]) {
      const answer = await scrape(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.headers.get('WWW-Authenticate')).toBe('Bearer realm="metrics"');
      expect(await answer.json()).toMatchObject({
        success: false,
        errors: [{ code: expect.stringMatching(/^Metrics\.Error\./) }],
      });
    }
  });

  it('answers the Prometheus text with the right token, counting each request under its route pattern', async () => {
    const basketToken = 'not-a-basket-token-of-anyone-0123456789';
    expect((await api.fetch(`/api/baskets/${basketToken}`)).status).toBeGreaterThanOrEqual(400);
    expect((await api.fetch('/health')).status).toBe(200);
    expect((await api.fetch('/no/such/path/at/all')).status).toBe(404);
    const answer = await scrape({ Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toMatch(
      /^clubshop_http_requests_total\{method="GET",route="\/health",status_class="2xx"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^clubshop_http_requests_total\{method="GET",route="\/api\/baskets\/:token",status_class="4xx"\} 1$/m,
    );
    expect(text).toMatch(
      /^clubshop_http_requests_total\{method="GET",route="unmatched",status_class="4xx"\} 1$/m,
    );
    expect(text).toMatch(
      /^clubshop_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/health"\} [1-9]/m,
    );
    // Never a raw path: no basket token, no unknown path.
    expect(text).not.toContain(basketToken);
    expect(text).not.toContain('/no/such');
  });

  it('counts a request the admission gate shed under the route it asked for, and the shed', async () => {
    const metrics = new ApiMetrics();
    // One place, taken, and no waiting: the next request is answered 503 at once.
    const admission = new AdmissionGate(1, 0);
    metrics.watchAdmission(admission);
    expect(admission.enter()).toBe(true);
    const app = createApp(api.deps, { admission, metrics });
    const shed = await app.fetch(new Request(`${api.origin}/api/baskets/some-basket-token-0123456789`));
    expect(shed.status).toBe(503);
    const scraped = await app.fetch(
      new Request(`${api.origin}/metrics`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(text).toMatch(
      /^clubshop_http_requests_total\{method="GET",route="\/api\/baskets\/:token",status_class="5xx"\} 1$/m,
    );
    expect(text).toMatch(/^clubshop_api_admission_shed_total 1$/m);
    expect(text).toMatch(/^clubshop_api_admission_in_flight 1$/m);
    expect(text).toMatch(/^clubshop_api_admission_queued 0$/m);
    admission.leave();
  });
});

describe('import progress and change feed lag', () => {
  it('are scraped at zero before anything happened, then count imports by result and products by outcome', async () => {
    const metrics = new ApiMetrics();
    const signals = new OperationSignals();
    metrics.watchSignals(signals);
    const before = await metrics.registry.metrics();
    expect(before).toMatch(/^clubshop_api_catalogue_imports_running 0$/m);
    expect(before).toMatch(/^clubshop_api_catalogue_imports_total\{result="written"\} 0$/m);
    expect(before).toMatch(/^clubshop_api_catalogue_import_products_total\{outcome="created"\} 0$/m);
    expect(before).toMatch(/^clubshop_api_change_feed_lag_seconds_count 0$/m);
    expect(before).toMatch(/^clubshop_api_change_feed_notices_total 0$/m);

    let finish: (report: ImportOutcome) => void = () => {};
    const running = signals.imports.track(() => new Promise<ImportOutcome>((resolve) => (finish = resolve)));
    expect(await metrics.registry.metrics()).toMatch(/^clubshop_api_catalogue_imports_running 1$/m);
    finish({ written: true, created: 3, updated: 2, unchanged: 7 });
    await running;
    await signals.imports.track(async () => ({ written: false, bad: [{ line: 2 }] }));
    await signals.imports.track(async () => ({ written: false, bad: [] }));
    await expect(signals.imports.track(() => Promise.reject(new Error('database gone')))).rejects.toThrow();
    const after = await metrics.registry.metrics();
    expect(after).toMatch(/^clubshop_api_catalogue_imports_running 0$/m);
    for (const result of ['written', 'refused', 'dry_run', 'failed'])
      expect(after).toMatch(
        new RegExp(`^clubshop_api_catalogue_imports_total\\{result="${result}"\\} 1$`, 'm'),
      );
    expect(after).toMatch(/^clubshop_api_catalogue_import_products_total\{outcome="created"\} 3$/m);
    expect(after).toMatch(/^clubshop_api_catalogue_import_products_total\{outcome="updated"\} 2$/m);
    expect(after).toMatch(/^clubshop_api_catalogue_import_products_total\{outcome="unchanged"\} 7$/m);
  });

  it('observe the lag of each timed notice of the change feed', async () => {
    const metrics = new ApiMetrics();
    const signals = new OperationSignals();
    metrics.watchSignals(signals);
    const now = Date.now();
    signals.changeFeedNoticeArrived(now - 120, now);
    signals.changeFeedNoticeArrived(now - 3_000, now);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^clubshop_api_change_feed_lag_seconds_bucket\{le="0\.1"\} 0$/m);
    expect(text).toMatch(/^clubshop_api_change_feed_lag_seconds_bucket\{le="0\.25"\} 1$/m);
    expect(text).toMatch(/^clubshop_api_change_feed_lag_seconds_bucket\{le="5"\} 2$/m);
    expect(text).toMatch(/^clubshop_api_change_feed_lag_seconds_count 2$/m);
    expect(text).toMatch(/^clubshop_api_change_feed_notices_total 2$/m);
  });
});
