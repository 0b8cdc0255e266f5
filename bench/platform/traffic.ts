/**
 * The platform bench's clients: a closed-loop driver of many small requests on kept-alive
 * connections (each answer's time, status and `X-Cache`), Zipf club popularity (on a launch day
 * a few clubs have most shoppers), percentiles, and Varnish's own counters (`varnishstat`).
 */
import { execFileSync } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';

/** One answered (or failed) request. */
export interface Answer {
  kind: string;
  ms: number;
  status: number;
  cache: string;
  /** The URL (host + path): first visits to it are counted apart. */
  key: string;
}

/** A request the driver sends. */
export interface PlannedRequest {
  kind: string;
  port: number;
  path: string;
  headers: Record<string, string>;
  method?: string;
  body?: string;
}

/** One request; resolves with its answer (status 0 on a socket error or a 10 s timeout). */
export function send(agent: Agent, planned: PlannedRequest): Promise<Answer> {
  const started = performance.now();
  const key = `${planned.headers.host ?? ''}${planned.path}`;
  return new Promise((resolve) => {
    const done = (status: number, cache: string) =>
      resolve({ kind: planned.kind, ms: performance.now() - started, status, cache, key });
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: planned.port,
        path: planned.path,
        method: planned.method ?? 'GET',
        headers: planned.headers,
        agent,
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0, String(response.headers['x-cache'] ?? '')));
        response.on('error', () => done(0, 'error'));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => done(0, 'error'));
    request.end(planned.body);
  });
}

/** Runs `workers` loops, each sending `next()` one after the other, for `seconds`. */
export async function closedLoop(
  workers: number,
  seconds: number,
  next: () => PlannedRequest,
): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: workers });
  const answers: Answer[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) answers.push(await send(agent, next()));
    }),
  );
  agent.destroy();
  return answers;
}

/** A draw of 0..n-1 with P(i) proportional to 1/(i+1)^s (Zipf). */
export function zipf(n: number, s = 1): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += 1 / (i + 1) ** s;
    cumulative[i] = sum;
  }
  return () => {
    const target = Math.random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** The p-th percentile of sorted values (nearest rank), to 0.1 ms. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] as number) * 10) / 10;
}

/** Count, rate, p50/p99 and failures of some answers over `seconds`. */
export function summary(answers: readonly Answer[], seconds: number) {
  const sorted = answers
    .filter((answer) => answer.status > 0)
    .map((answer) => answer.ms)
    .sort((a, b) => a - b);
  return {
    requests: answers.length,
    perSecond: Math.round(answers.length / seconds),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    non2xx: answers.filter((answer) => answer.status > 0 && (answer.status < 200 || answer.status >= 400))
      .length,
    errors: answers.filter((answer) => answer.status === 0).length,
  };
}

/** Varnish's counters that say what it served: hits, misses, passes, purges. */
export interface VarnishCounters {
  hit: number;
  miss: number;
  pass: number;
  /** Objects dropped for room (the store full): misses that are not purges. */
  evicted: number;
  requests: number;
}

/** Reads the counters of the varnishd whose work directory is `workDir`. */
export function varnishCounters(workDir: string): VarnishCounters {
  const output = execFileSync('varnishstat', ['-n', workDir, '-1', '-j'], { encoding: 'utf8' });
  const parsed = JSON.parse(output) as { counters?: Record<string, { value: number }> } & Record<
    string,
    { value: number }
  >;
  const counters = parsed.counters ?? parsed;
  const value = (name: string) => Number(counters[name]?.value ?? 0);
  return {
    hit: value('MAIN.cache_hit'),
    miss: value('MAIN.cache_miss'),
    pass: value('MAIN.s_pass'),
    evicted: value('MAIN.n_lru_nuked'),
    requests: value('MAIN.client_req'),
  };
}

/** The counters' change from `before` to `after`, with Varnish's hit ratio (hits / (hits + misses)). */
export function varnishDelta(before: VarnishCounters, after: VarnishCounters) {
  const hit = after.hit - before.hit;
  const miss = after.miss - before.miss;
  const pass = after.pass - before.pass;
  const requests = after.requests - before.requests;
  return {
    requests,
    hit,
    miss,
    pass,
    evicted: after.evicted - before.evicted,
    hitRatio: hit + miss === 0 ? Number.NaN : Math.round((hit / (hit + miss)) * 1000) / 1000,
  };
}
