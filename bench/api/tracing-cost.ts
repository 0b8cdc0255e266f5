/**
 * What the API's traces cost (issue 42, decision 0103): the API's start command (`src/main.ts
 * start`, on a copy of the seeded test database) in three modes, side by side in one run and
 * interleaved (off, carried, exported; carried, exported, off; ...) so the shared machine's drift falls on all three:
 *
 * - `off`: `OTEL_SDK_DISABLED=true`, no tracing at all;
 * - `carried`: no `OTEL_EXPORTER_OTLP_ENDPOINT` (the default): the caller's `traceparent` carried
 *   into the log lines, nothing recorded;
 * - `exported`: `OTEL_EXPORTER_OTLP_ENDPOINT` set to a receiver in this process that reads and
 *   drops every batch: a span per request and per query, sent by OTLP/HTTP.
 *
 * Each round: autocannon, `TRACING_BENCH_CONNECTIONS` connections (default 8) for
 * `TRACING_BENCH_SECONDS` (default 10) after 5 s of warm-up, once the API has loaded every site's
 * listing, each request with a `traceparent`, on a product's answer (`GET /api/products/:id`) and
 * a search (`GET /api/products/search`, the listing's first page), both answered from memory, and
 * on a basket (`GET /api/baskets/:token`, read from the database each time).
 * `TRACING_BENCH_ROUNDS` rounds (default 3), the medians reported: requests/s, p99, the API
 * process's CPU ms per request (from /proc, steadier than requests/s on a shared machine) and
 * the spans received per request.
 *
 *   pnpm --filter @clubshop/commerce-api bench:tracing
 *
 * Results go to bench/results/api-tracing.json. Port: TRACING_BENCH_PORT (default 6380) and the
 * one after it (the receiver).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { seededPgliteSnapshot } from '../../apps/commerce-api/src/testing/snapshot.ts';

const appDir = fileURLToPath(new URL('../../apps/commerce-api/', import.meta.url));
const resultsFile = fileURLToPath(new URL('../results/api-tracing.json', import.meta.url));
const requireFromApp = createRequire(join(appDir, 'package.json'));
const autocannon = requireFromApp('autocannon') as (options: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}>;

const port = Number(process.env.TRACING_BENCH_PORT ?? 6380);
const receiverPort = port + 1;
const connections = Number(process.env.TRACING_BENCH_CONNECTIONS ?? 8);
const seconds = Number(process.env.TRACING_BENCH_SECONDS ?? 10);
const rounds = Number(process.env.TRACING_BENCH_ROUNDS ?? 3);
const modes = ['off', 'carried', 'exported'] as const;
type Mode = (typeof modes)[number];

/** The receiver: counts the spans of every batch and drops them. */
let spansReceived = 0;
const receiver = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => {
    body += chunk;
  });
  request.on('end', () => {
    spansReceived += body.split('"spanId"').length - 1;
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', () => resolve()));

// A copy of the seeded test database for the API's data folder, and a product of it.
const scratch = mkdtempSync(join(tmpdir(), 'clubshop-tracing-bench-'));
const dataDir = join(scratch, 'data');
const { PGlite } = (await import(pathToFileURL(requireFromApp.resolve('@electric-sql/pglite')).href)) as {
  PGlite: new (
    dir: string,
    options: { loadDataDir: Blob },
  ) => {
    waitReady: Promise<void>;
    query<T>(sql: string): Promise<{ rows: T[] }>;
    close(): Promise<void>;
  };
};
const pglite = new PGlite(dataDir, { loadDataDir: await seededPgliteSnapshot() });
await pglite.waitReady;
const [product] = (
  await pglite.query<{ product_id: string }>(
    `select product_id from store_variants where store_id = 'northbridge-gb' and not is_unlisted order by sort_order limit 1`,
  )
).rows;
await pglite.close();
if (!product) throw new Error('no product on northbridge-gb');

const envOf: Record<Mode, Record<string, string>> = {
  off: { OTEL_SDK_DISABLED: 'true' },
  carried: {},
  exported: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}` },
};

/** The API's start command in `mode`; resolves once it answers /health. */
async function startApi(mode: Mode): Promise<ChildProcess> {
  const env: Record<string, string | undefined> = { ...process.env };
  delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
  delete env.OTEL_SDK_DISABLED;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@clubshop/source', 'src/main.ts', 'start'],
    {
      cwd: appDir,
      env: {
        ...env,
        NODE_ENV: 'development',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        ...envOf[mode],
      },
      // Its JSON request lines are written as in production and dropped here, once it has said
      // that every site's listing is in memory (measured before, the preload would be measured).
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let preloaded = false;
  let tail = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    if (preloaded) return;
    tail = (tail + chunk).slice(-4000);
    if (/listings of \d+ sites in memory|preloading listings failed/.test(tail)) preloaded = true;
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API (${mode}) exited with ${child.exitCode}`);
    if (preloaded) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API (${mode}) did not start`);
}

/** CPU seconds (user + system) of process `pid` so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const scenarioNames = ['product', 'search', 'basket'] as const;

/** A new basket's token: its answer is read from the database on every request. */
async function newBasket(): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/baskets`, {
    method: 'POST',
    headers: { StoreId: 'northbridge-gb', Accept: 'application/json', 'Content-Type': 'application/json' },
  });
  const body = (await answer.json()) as { basket?: { token?: string } };
  if (!body.basket?.token) throw new Error(`no basket: ${answer.status}`);
  return body.basket.token;
}

interface Row {
  mode: Mode;
  round: number;
  scenario: string;
  requestsPerSecond: number;
  p99Ms: number;
  cpuMsPerRequest: number;
  spansPerRequest: number;
  non2xx: number;
  errors: number;
}
const rows: Row[] = [];
const startedAt = new Date().toISOString();
for (let round = 1; round <= rounds; round++) {
  // Each round starts with another mode: a machine growing busier or quieter favours none.
  for (const mode of modes.map((_, index) => modes[(index + round - 1) % modes.length] as Mode)) {
    const api = await startApi(mode);
    try {
      const scenarios = [
        { name: 'product', path: `/api/products/${product.product_id}` },
        { name: 'search', path: '/api/products/search' },
        { name: 'basket', path: `/api/baskets/${await newBasket()}` },
      ];
      for (const scenario of scenarios) {
        const options = {
          url: `http://127.0.0.1:${port}${scenario.path}`,
          connections,
          headers: {
            StoreId: 'northbridge-gb',
            Accept: 'application/json',
            traceparent: `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`,
          },
        };
        await autocannon({ ...options, duration: 5 });
        await new Promise((resolve) => setTimeout(resolve, 500));
        const spansBefore = spansReceived;
        const cpuBefore = cpuSeconds(api.pid as number);
        const outcome = await autocannon({ ...options, duration: seconds });
        const cpuAfter = cpuSeconds(api.pid as number);
        // The last batch goes out within the exporter's 5 s schedule.
        if (mode === 'exported') await new Promise((resolve) => setTimeout(resolve, 5500));
        const total = Math.max(outcome.requests.total, 1);
        const row: Row = {
          mode,
          round,
          scenario: scenario.name,
          requestsPerSecond: Math.round(outcome.requests.average),
          p99Ms: outcome.latency.p99,
          cpuMsPerRequest: Math.round(((cpuAfter - cpuBefore) * 1000 * 100) / total) / 100,
          spansPerRequest: Math.round(((spansReceived - spansBefore) * 100) / total) / 100,
          non2xx: outcome.non2xx,
          errors: outcome.errors,
        };
        rows.push(row);
        console.info(JSON.stringify(row));
      }
    } finally {
      await new Promise<void>((resolve) => {
        api.once('exit', () => resolve());
        api.kill('SIGTERM');
      });
    }
  }
}
receiver.close();
rmSync(scratch, { recursive: true, force: true });

/** The median of the rounds per scenario and mode. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const summary = scenarioNames.map((name) => ({
  scenario: name,
  ...Object.fromEntries(
    modes.map((mode) => {
      const of = rows.filter((row) => row.mode === mode && row.scenario === name);
      return [
        mode,
        {
          requestsPerSecond: median(of.map((row) => row.requestsPerSecond)),
          p99Ms: median(of.map((row) => row.p99Ms)),
          cpuMsPerRequest: median(of.map((row) => row.cpuMsPerRequest)),
          spansPerRequest: median(of.map((row) => row.spansPerRequest)),
        },
      ];
    }),
  ),
}));
const result = {
  startedAt,
  finishedAt: new Date().toISOString(),
  machine: { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version, loadAverage: loadavg() },
  connections,
  seconds,
  rounds,
  summary,
  rows,
};
writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
for (const entry of summary) {
  for (const mode of modes) {
    console.info(
      `${entry.scenario} ${mode}: ${JSON.stringify((entry as unknown as Record<Mode, object>)[mode])}`,
    );
  }
}
