/**
 * The load generator of the page-cache bench: `wrk` (C, an event loop per thread) when it is
 * installed, else autocannon. At 500 connections on a 2-core machine autocannon (one Node thread
 * parsing every response) is the bottleneck and its own event-loop delay lands in every latency
 * it reports; wrk needs a small share of a core for the same load, so the figures are the
 * cache's. `PAGE_CACHE_BENCH_LOADER=autocannon` forces autocannon (`wrk` forces wrk).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** One run's figures. */
export interface LoadResult {
  pagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx/3xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

/** One run: GETs of `url` with `headers` on `connections` kept-alive connections for `seconds`. */
export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

/** Which generator runs (see the module comment). */
export type LoaderName = 'wrk' | 'autocannon';

/** The generator this machine has, or the one `PAGE_CACHE_BENCH_LOADER` names. */
export function loaderName(): LoaderName {
  const asked = process.env.PAGE_CACHE_BENCH_LOADER;
  if (asked === 'wrk' || asked === 'autocannon') return asked;
  return spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk';
}

/** A wrk duration (`1.23ms`, `456.00us`, `1.20s`) in milliseconds. */
function wrkMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) return Number.NaN;
  const number = Number(match[1]);
  const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(number * unit * 100) / 100;
}

/** `accept-encoding` as `Accept-Encoding`. */
const headerCase = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/** Runs wrk (two threads: the machine has two cores) and reads its `--latency` report. */
async function runWrk(options: LoadOptions): Promise<LoadResult> {
  const args = [
    '--latency',
    '-t',
    String(Math.min(2, options.connections)),
    '-c',
    String(options.connections),
    '-d',
    `${options.seconds}s`,
    '--timeout',
    '10s',
    // wrk adds its own `Host` unless one is given under exactly that name (a second one, which
    // Varnish refuses with a 400, if the name is `host`).
    ...Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${headerCase(name)}: ${value}`]),
    options.url,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      text += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
  });
  const percentile = (p: string) => wrkMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    pagesPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN)),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

/** Runs autocannon in this process (the bench's process runs nothing else meanwhile). */
async function runAutocannon(options: LoadOptions): Promise<LoadResult> {
  const root = join(import.meta.dirname, '..', '..');
  const autocannon = createRequire(join(root, 'apps', 'commerce-api', 'package.json'))('autocannon') as (
    options: Record<string, unknown>,
  ) => Promise<{
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }>;
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    pagesPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Drives one run with the given generator. */
export function drive(loader: LoaderName, options: LoadOptions): Promise<LoadResult> {
  return loader === 'wrk' ? runWrk(options) : runAutocannon(options);
}
