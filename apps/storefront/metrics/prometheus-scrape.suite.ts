/**
 * Issue 42's metrics, scraped for real (decision 0090): Debian's `prometheus` (its own port, a
 * temporary data directory, killed at the end) scrapes `/metrics` of the commerce API (in this
 * process, served on a loopback port as its start command serves it: admission gate, process
 * metrics), the production storefront server (`node dist/server/server.js`) and the back-office
 * server (`server/main.ts`, as `pnpm dev` runs it) every second. Through Prometheus' HTTP API
 * (`/api/v1/query`) the test checks that all three are `up` and that requests made before show
 * in the per-route counters under their route patterns. A request from an address that is not
 * loopback is refused, whatever X-Forwarded-For says. The same Prometheus loads
 * deploy/prometheus/alerts.yml: every rule evaluates (health ok), and every metric name the
 * rules and the Grafana dashboard (deploy/grafana/) use is among the series scraped, so neither
 * drifts from the code.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../commerce-api/src/app.ts';
import { AdmissionGate } from '../../commerce-api/src/http/admission.ts';
import { ApiMetrics, type PoolSource } from '../../commerce-api/src/metrics/api-metrics.ts';
import { buildStorefront, startStorefrontProcess, storefrontDir } from '../e2e/harness/shop-server.ts';
import { routeLabel } from '../server/route-label.ts';
import { alertsFile, dashboardExpressions, metricNames, withoutGrafanaVariables } from './deploy-files.ts';

const PROMETHEUS = process.env.PROMETHEUS ?? '/usr/bin/prometheus';
const missing = existsSync(PROMETHEUS) ? undefined : `no ${PROMETHEUS} (apt-get install prometheus)`;
if (missing && process.env.CI) throw new Error(`the metrics suite needs Prometheus: ${missing}`);

const base = Number(process.env.METRICS_PORT_BASE ?? 6340);
const ports = { api: base, storefront: base + 1, backoffice: base + 2, prometheus: base + 3 };
const outDir = join(storefrontDir, process.env.METRICS_OUT_DIR ?? 'dist-metrics');
const backofficeDir = join(storefrontDir, '..', 'backoffice');
const scratch = mkdtempSync(join(tmpdir(), 'clubshop-metrics-'));
const closers: Array<() => Promise<void>> = [];

/** An HTTP GET on loopback (or `address`), with the Host and headers given; the status and body. */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  address = '127.0.0.1',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: address, port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Starts a child process and registers its end (SIGTERM, then its exit) with the closers. */
function startChild(command: string, args: string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  const child = spawn(command, args, options);
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  return child;
}

/** Polls `check` until it answers a value (not undefined), at most `timeoutMs`. */
async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (${String(last)})` : ''}`);
}

/** One instant vector of Prometheus' query API. */
type Sample = { metric: Record<string, string>; value: [number, string] };

/** Runs a PromQL query on the suite's Prometheus. */
async function query(promql: string): Promise<Sample[]> {
  const answer = await get(ports.prometheus, `/api/v1/query?query=${encodeURIComponent(promql)}`);
  const parsed = JSON.parse(answer.body) as { status: string; data: { result: Sample[] } };
  if (parsed.status !== 'success') throw new Error(`query ${promql}: ${answer.body}`);
  return parsed.data.result;
}

beforeAll(async () => {
  if (missing) return;
  // The API as its start command serves it: its own metrics with the process's, an admission
  // gate, on a real socket (the access rule reads the socket's peer).
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const api: TestApi = await createTestApi({ origin: apiUrl });
  closers.push(() => api.close());
  const metrics = new ApiMetrics({ processMetrics: true });
  const admission = new AdmissionGate(64, 1000);
  metrics.watchAdmission(admission);
  metrics.watchChangeSubscribers(api.deps.caches.changes);
  metrics.watchSignals(api.deps.signals);
  // The suite's API runs on PGlite, which has no pool: the pool metrics of the API on
  // PostgreSQL (what its start command watches) over a pg.Pool of its own that never connects.
  const { Pool } = createRequire(join(storefrontDir, '..', 'commerce-api', 'package.json'))('pg') as {
    Pool: new (config: { host: string; port: number; max: number }) => PoolSource & { end(): Promise<void> };
  };
  const pool = new Pool({ host: '127.0.0.1', port: 1, max: 1 });
  closers.push(() => pool.end());
  metrics.watchPool(pool);
  const app = createApp(api.deps, { admission, metrics });
  const apiServer = serve({ fetch: app.fetch, port: ports.api, hostname: '127.0.0.1' });
  closers.push(() => {
    // As the API's own stop does: a storefront's change stream never ends by itself.
    api.deps.caches.changes.close();
    return new Promise<void>((resolve) => apiServer.close(() => resolve()));
  });
  await new Promise<void>((resolve) => apiServer.once('listening', () => resolve()));

  // The storefront's production server: the test command's build when it made one, else its own.
  if (process.env.E2E_REUSE_BUILD !== '1' || !existsSync(join(outDir, 'server', 'server.js'))) {
    await buildStorefront(outDir);
  }
  const storefront = await startStorefrontProcess(outDir, ports.storefront, apiUrl, undefined, {
    TRUST_PROXY: '1',
  });
  closers.push(storefront.close);

  // The back-office server from source, over a client folder holding only an index.html.
  const clientDir = join(scratch, 'backoffice-client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Back office</title>');
  startChild(process.execPath, ['--import', 'tsx', '--conditions=@clubshop/source', 'server/main.ts'], {
    cwd: backofficeDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BACKOFFICE_PORT: String(ports.backoffice),
      API_URL: apiUrl,
      BACKOFFICE_CLIENT_DIR: clientDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await eventually('the back office answers /healthz', async () =>
    (await get(ports.backoffice, '/healthz').catch(() => ({ status: 0 }))).status === 200 ? true : undefined,
  );

  // Requests made before the scrape, each under a route pattern.
  expect(
    (await get(ports.api, '/api/baskets/no-such-basket-token-0123456789')).status,
  ).toBeGreaterThanOrEqual(400);
  expect(
    (await get(ports.storefront, '/', { Host: `northbridge-gb.localhost:${ports.storefront}` })).status,
  ).toBe(200);
  expect((await get(ports.backoffice, '/sign-in')).status).toBe(200);

  // Prometheus: scraping the three every second, into a data folder of its own.
  const config = join(scratch, 'prometheus.yml');
  const job = (name: string, port: number) =>
    `  - job_name: ${name}\n    static_configs:\n      - targets: ['127.0.0.1:${port}']\n`;
  writeFileSync(
    config,
    `global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\n  evaluation_interval: 1s\nrule_files:\n  - ${JSON.stringify(alertsFile)}\nscrape_configs:\n${job('api', ports.api)}${job('storefront', ports.storefront)}${job('backoffice', ports.backoffice)}`,
  );
  startChild(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(scratch, 'data')}`,
      `--web.listen-address=127.0.0.1:${ports.prometheus}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}, 300_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  rmSync(scratch, { recursive: true, force: true });
});

describe.skipIf(missing !== undefined)('Prometheus scrapes the three servers', () => {
  test('all three are up', async () => {
    const up = await eventually('up == 1 for api, storefront and backoffice', async () => {
      const samples = await query('up');
      const upJobs = samples.filter((sample) => sample.value[1] === '1').map((sample) => sample.metric.job);
      return upJobs.length === 3 ? upJobs.sort() : undefined;
    });
    expect(up).toEqual(['api', 'backoffice', 'storefront']);
  });

  test('the requests made before are counted under their route patterns, never their paths', async () => {
    const counted = async (job: string, route: string) =>
      eventually(`${job}'s counter for ${route}`, async () => {
        const samples = await query(
          `sum(clubshop_http_requests_total{job="${job}",method="GET",route="${route}"})`,
        );
        const value = Number(samples[0]?.value[1] ?? 0);
        return value >= 1 ? value : undefined;
      });
    expect(await counted('api', '/api/baskets/:token')).toBeGreaterThanOrEqual(1);
    // The storefront's render of the home page called the API's content and settings routes.
    expect(await counted('api', '/api/content')).toBeGreaterThanOrEqual(1);
    expect(await counted('storefront', routeLabel('/'))).toBeGreaterThanOrEqual(1);
    expect(await counted('backoffice', '/sign-in')).toBeGreaterThanOrEqual(1);
    const raw = await query('clubshop_http_requests_total{route=~".*no-such-basket.*"}');
    expect(raw).toEqual([]);
  });

  test('each serves its gauges and the process metrics', async () => {
    for (const [metric, job] of [
      ['clubshop_api_admission_in_flight', 'api'],
      ['clubshop_api_admission_shed_total', 'api'],
      ['clubshop_storefront_render_in_flight', 'storefront'],
      ['clubshop_storefront_kept_pages_lookups_total', 'storefront'],
      ['process_resident_memory_bytes', 'api'],
      ['process_resident_memory_bytes', 'storefront'],
      ['process_resident_memory_bytes', 'backoffice'],
    ] as const) {
      const samples = await eventually(`${metric} of ${job}`, async () => {
        const found = await query(`${metric}{job="${job}"}`);
        return found.length > 0 ? found : undefined;
      });
      expect(samples.length, `${metric} of ${job}`).toBeGreaterThan(0);
    }
  });

  test('a peer that is not on loopback is refused, X-Forwarded-For: 127.0.0.1 or not', async () => {
    // The storefront listens on every interface and believes one proxy (TRUST_PROXY=1): the
    // forwarded address still does not open /metrics, the socket's peer decides.
    const external = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    if (!external) return;
    const refused = await get(ports.storefront, '/metrics', { 'X-Forwarded-For': '127.0.0.1' }, external);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ errors: [{ code: 'Metrics.Error.LoopbackOnly' }] });
    expect((await get(ports.storefront, '/metrics')).status).toBe(200);
  });

  test('deploy/prometheus/alerts.yml loads and every rule evaluates (health ok)', async () => {
    const expected = [...readFileSync(alertsFile, 'utf8').matchAll(/^\s*- alert: (\w+)/gm)].map((m) => m[1]);
    const rules = await eventually('every rule of alerts.yml evaluated', async () => {
      const answer = JSON.parse((await get(ports.prometheus, '/api/v1/rules')).body) as {
        data: {
          groups: Array<{ file: string; rules: Array<{ name: string; health: string; lastError?: string }> }>;
        };
      };
      const loaded = answer.data.groups.flatMap((group) => group.rules);
      return loaded.length === expected.length && loaded.every((rule) => rule.health !== 'unknown')
        ? loaded
        : undefined;
    });
    expect(rules.map((rule) => rule.name).sort()).toEqual([...expected].sort());
    for (const rule of rules) expect(rule, rule.name).toMatchObject({ health: 'ok' });
  });

  test('every metric name of the alert rules and the dashboard is among the series scraped', async () => {
    const answer = JSON.parse((await get(ports.prometheus, '/api/v1/rules')).body) as {
      data: { groups: Array<{ rules: Array<{ name: string; query: string }> }> };
    };
    const ruleExpressions = answer.data.groups.flatMap((group) => group.rules.map((rule) => rule.query));
    const used = new Set([...ruleExpressions, ...dashboardExpressions()].flatMap(metricNames));
    expect(used.size).toBeGreaterThanOrEqual(20);
    // The exact series names Prometheus stored (a histogram's `_bucket`, `_sum`, `_count`
    // included), after the scrapes have seen them all.
    const missingNames = await eventually(
      'the metric names used among those scraped',
      async () => {
        const names = JSON.parse((await get(ports.prometheus, '/api/v1/label/__name__/values')).body) as {
          data: string[];
        };
        const absent = [...used].filter((name) => !names.data.includes(name));
        return absent.length === 0 ? absent : undefined;
      },
      30_000,
    ).catch(async () => {
      const names = JSON.parse((await get(ports.prometheus, '/api/v1/label/__name__/values')).body) as {
        data: string[];
      };
      return [...used].filter((name) => !names.data.includes(name));
    });
    expect(missingNames).toEqual([]);
    // And each of the dashboard's queries runs on Prometheus (its variables filled in).
    for (const expr of dashboardExpressions()) {
      await expect(query(withoutGrafanaVariables(expr)), expr).resolves.toBeInstanceOf(Array);
    }
  });
});
