/**
 * Server rendering throughput: the storefront's production server (`node dist/server/server.js`,
 * its own processes: one per core) rendering home, a category and a product page for 50
 * concurrent connections, against the commerce API in its own process (embedded database, seeded
 * on first start), with autocannon in this process: all on this machine's cores. Reports pages
 * per second, the latency percentiles and the CPU time per page of the storefront's and the API's
 * processes (from /proc), as deployed (API answers shared for 5 s) and with every page rendered
 * from fresh API answers; writes bench/results/ssr-throughput.json.
 * Not a test: it never fails on a figure (docs/benchmarks.md holds the targets).
 *
 * Run from the repository root: `npx tsx --conditions=@clubshop/source bench/storefront/ssr-throughput.ts`.
 * SSR_BENCH_API_PORT / SSR_BENCH_STOREFRONT_PORT move the servers (default 4130 / 4131);
 * SSR_BENCH_SECONDS (default 20, measured after SSR_BENCH_WARM_UP_SECONDS, default 5, on the same
 * connections) and SSR_BENCH_CONNECTIONS (default 50); WEB_CONCURRENCY (default:
 * the machine's cores) the server's processes; SSR_BENCH_ONLY=1 skips the run without shared
 * answers.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildStorefront,
  startStorefrontProcess,
  storefrontDir,
} from '../../apps/storefront/e2e/harness/shop-server.ts';
import { childrenOf, cpuMs } from '../support/cpu-time.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiDir = join(root, 'apps', 'commerce-api');
/** What autocannon reports for a whole run. */
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
}
/** A running autocannon: its answers as events, its result as a promise. */
type AutocannonRun = Promise<AutocannonResult> & {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, latencyMs: number) => void,
  ): void;
};
const autocannon = createRequire(join(apiDir, 'package.json'))('autocannon') as (
  options: Record<string, unknown>,
) => AutocannonRun;

const API_PORT = Number(process.env.SSR_BENCH_API_PORT ?? 4130);
const STOREFRONT_PORT = Number(process.env.SSR_BENCH_STOREFRONT_PORT ?? 4131);
const SECONDS = Number(process.env.SSR_BENCH_SECONDS ?? 20);
// The first seconds of each run are not measured: every connection is open and answered by then.
const WARM_UP_SECONDS = Number(process.env.SSR_BENCH_WARM_UP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.SSR_BENCH_CONNECTIONS ?? 50);
// Node does not resolve `*.localhost` names as browsers do: connect to loopback and name the site
// in the Host header (the server finds the club by it).
const origin = `http://127.0.0.1:${STOREFRONT_PORT}`;
const siteHeaders = { host: `northbridge-gb.localhost:${STOREFRONT_PORT}`, 'accept-encoding': 'gzip' };
const pages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/men/shirts/' },
  { name: 'product', path: '/men/shirts/away-kit/classic-away-shirt-26-27-1001-navy/' },
];

/** CPU ms per page of a process over a run, to two decimals. */
const perPage = (before: number | undefined, after: number | undefined, pages: number) =>
  before === undefined || after === undefined || pages === 0
    ? undefined
    : Math.round(((after - before) / pages) * 100) / 100;

/** The value at quantile `q` (0-1) of `values`, rounded to the millisecond. */
function percentile(values: number[], q: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
}

/** How many connections each group of the load opens at once (see {@link drive}). */
const CONNECTIONS_PER_GROUP = 1;
/** The time between two groups opening their connections. */
const GROUP_INTERVAL_MS = 20;

/**
 * The connections to the storefront's port each of its worker processes holds, from /proc (Linux
 * only; empty elsewhere). node:cluster's primary hands each new connection to the first worker
 * free to take it, so the split shows whether the load reached both alike.
 */
function connectionsPerWorker(storefrontPid: number | undefined): number[] {
  if (storefrontPid === undefined || !existsSync('/proc/net/tcp')) return [];
  const port = STOREFRONT_PORT.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local address, state 01 (established), inode
      if (fields[1]?.endsWith(`:${port}`) && fields[3] === '01' && fields[9]) inodes.add(fields[9]);
    }
  }
  return childrenOf(storefrontPid).map((pid) => {
    const fds = `/proc/${pid}/fd`;
    if (!existsSync(fds)) return 0;
    return readdirSync(fds).filter((fd) => {
      try {
        return inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`${fds}/${fd}`))?.[1] ?? '');
      } catch {
        return false;
      }
    }).length;
  });
}

/**
 * One run of CONNECTIONS connections for WARM_UP_SECONDS + SECONDS against `url`. The connections
 * open one by one (CONNECTIONS_PER_GROUP) every GROUP_INTERVAL_MS, as shoppers arrive, rather
 * than in a burst: node:cluster's primary hands the connections waiting for a worker to the first
 * worker that answers, and then the next waiting one to that same worker, so a burst goes mostly
 * to one. 50 connections in one millisecond split 20/30 in a trial, groups of 5 every 100 ms
 * 19/31 to 28/22 (the connections keep their worker for the run: keep-alive); one every 20 ms
 * split 25/25 in most runs. The split is reported. The figures come from the answers to requests sent in
 * the last SECONDS only (the warm-up fills the caches, lets the JIT settle and gets every
 * connection open), with the CPU time the processes used meanwhile; the whole run's are kept too.
 */
async function drive(url: string, storefrontPid: number | undefined, apiPid: number | undefined) {
  const startedAt = Date.now();
  const windowStart = startedAt + WARM_UP_SECONDS * 1000;
  const endsAt = windowStart + SECONDS * 1000;
  const measured: number[] = [];
  const all: number[] = [];
  const cpuNow = () => ({ storefront: cpuMs(storefrontPid), api: cpuMs(apiPid) });
  let before = cpuNow();
  let split: number[] = [];
  const atWindow = setTimeout(() => {
    before = cpuNow();
    split = connectionsPerWorker(storefrontPid);
  }, WARM_UP_SECONDS * 1000);
  const groups = Math.ceil(CONNECTIONS / CONNECTIONS_PER_GROUP);
  const runs = Array.from({ length: groups }, async (_, group) => {
    await new Promise((resolve) => setTimeout(resolve, group * GROUP_INTERVAL_MS));
    const run = autocannon({
      url,
      connections: Math.min(CONNECTIONS_PER_GROUP, CONNECTIONS - group * CONNECTIONS_PER_GROUP),
      duration: (endsAt - Date.now()) / 1000,
      timeout: 10,
      headers: siteHeaders,
    });
    run.on('response', (_client, status, _bytes, latencyMs) => {
      if (status < 200 || status >= 300) return;
      all.push(latencyMs);
      // An answer counts when its request was sent inside the window.
      if (Date.now() - latencyMs >= windowStart) measured.push(latencyMs);
    });
    return run;
  });
  const outcomes = await Promise.all(runs);
  clearTimeout(atWindow);
  const after = cpuNow();
  const sum = (pick: (outcome: AutocannonResult) => number) =>
    outcomes.reduce((total, outcome) => total + pick(outcome), 0);
  return {
    outcome: {
      ok: sum((outcome) => outcome['2xx']),
      non2xx: sum((outcome) => outcome.non2xx),
      errors: sum((outcome) => outcome.errors),
      timeouts: sum((outcome) => outcome.timeouts),
    },
    measured: {
      count: measured.length,
      seconds: Math.max(0.001, (Date.now() - windowStart) / 1000),
      latencies: measured,
    },
    whole: { count: all.length, seconds: (Date.now() - startedAt) / 1000, latencies: all },
    split,
    cpu: { before, after },
  };
}

/** Starts the commerce API as its own process and resolves once it is healthy. */
async function startApi(): Promise<ChildProcess> {
  const apiCommand = (command: string) => [
    '--import',
    'tsx',
    '--conditions=@clubshop/source',
    'src/main.ts',
    command,
  ];
  const env = {
    ...process.env,
    // As deployed (request logs as JSON, production rules), but on the embedded database with
    // the seeded clubs under *.localhost and mails kept in the database.
    NODE_ENV: 'production',
    JWT_SECRET: 'ssr-bench-secret-ssr-bench-secret-0123456789',
    MAIL_TRANSPORT: 'database',
    LOCALHOST_SITES: 'true',
    PORT: String(API_PORT),
    STOREFRONT_PORT: String(STOREFRONT_PORT),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'clubshop-ssr-bench-')),
  };
  // Production never seeds demo clubs on start (docs/configuration.md): seed them first, as an
  // operator would with `seed-demo` (without it every page is a 404 for an unknown host).
  for (const command of ['migrate', 'seed-demo']) {
    const done = spawnSync(process.execPath, apiCommand(command), { cwd: apiDir, env, stdio: 'inherit' });
    if (done.status !== 0) throw new Error(`the API's ${command} failed (${done.status})`);
  }
  const child = spawn(process.execPath, apiCommand('start'), {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ready = await fetch(`http://localhost:${API_PORT}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not become healthy within 180 s');
}

/**
 * The server configurations measured: as deployed (one process per core, API answers every shopper
 * sees alike shared for 5 s), and rendering every page from fresh API answers.
 */
const WORKERS = process.env.WEB_CONCURRENCY ?? String(availableParallelism());
const setups = [
  { name: 'shared answers', env: { WEB_CONCURRENCY: WORKERS, ANSWER_CACHE_TTL_MS: '5000' } },
  { name: 'every page from the API', env: { WEB_CONCURRENCY: WORKERS, ANSWER_CACHE_TTL_MS: '0' } },
].filter((setup) => !process.env.SSR_BENCH_ONLY || setup.env.ANSWER_CACHE_TTL_MS !== '0');

const outDir = join(storefrontDir, 'node_modules', '.cache', 'dist-ssr-bench');
const loadBefore = loadavg();
const api = await startApi();
await buildStorefront(outDir);
const results = [];
try {
  for (const setup of setups) {
    // The server process reads its configuration from the environment it inherits.
    Object.assign(process.env, setup.env);
    const storefront = await startStorefrontProcess(outDir, STOREFRONT_PORT, `http://localhost:${API_PORT}`);
    try {
      for (const page of pages) {
        const url = `${origin}${page.path}`;
        const { outcome, measured, whole, split, cpu } = await drive(url, storefront.pid, api.pid);
        // A page that is not a 200 measures an error page: say so instead of reporting 0 pages/s.
        if (outcome.non2xx > 0) {
          throw new Error(`${page.path} answered ${outcome.non2xx} requests with an error status`);
        }
        const row = {
          setup: setup.name,
          ...setup.env,
          page: page.name,
          path: page.path,
          connections: CONNECTIONS,
          seconds: SECONDS,
          warmUpSeconds: WARM_UP_SECONDS,
          pagesPerSecond: Math.round(measured.count / measured.seconds),
          p50Ms: percentile(measured.latencies, 0.5),
          p90Ms: percentile(measured.latencies, 0.9),
          p99Ms: percentile(measured.latencies, 0.99),
          maxMs: percentile(measured.latencies, 1),
          // The whole run, the warm-up and the opening of the connections included.
          wholeRun: {
            seconds: Math.round(whole.seconds),
            pagesPerSecond: Math.round(whole.count / whole.seconds),
            p50Ms: percentile(whole.latencies, 0.5),
            p99Ms: percentile(whole.latencies, 0.99),
            maxMs: percentile(whole.latencies, 1),
          },
          connectionsPerWorker: split,
          ok: outcome.ok,
          non2xx: outcome.non2xx,
          errors: outcome.errors,
          timeouts: outcome.timeouts,
          storefrontCpuMsPerPage: perPage(cpu.before.storefront, cpu.after.storefront, measured.count),
          apiCpuMsPerPage: perPage(cpu.before.api, cpu.after.api, measured.count),
          loadAverage: loadavg()[0],
        };
        results.push(row);
        console.info(
          `${setup.name.padEnd(24)} ${page.name.padEnd(9)} ${String(row.pagesPerSecond).padStart(5)} pages/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  max ${row.maxMs} ms  (whole run: p99 ${row.wholeRun.p99Ms} ms, max ${row.wholeRun.maxMs} ms; connections per worker ${row.connectionsPerWorker.join('/')})  CPU/page storefront ${row.storefrontCpuMsPerPage} ms, API ${row.apiCpuMsPerPage} ms  non-2xx ${row.non2xx}  errors ${row.errors}  (load ${row.loadAverage.toFixed(1)})`,
        );
      }
    } finally {
      await storefront.close();
    }
  }
} finally {
  api.kill('SIGTERM');
}

const output = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverageBefore: loadBefore.map((value) => Number(value.toFixed(2))),
  loadAverageAfter: loadavg().map((value) => Number(value.toFixed(2))),
  pages: results,
};
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'ssr-throughput.json'), `${JSON.stringify(output, null, 2)}\n`);
