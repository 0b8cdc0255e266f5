/**
 * Forgot-password timing, known vs unknown email (issue 15): do the answers tell a registered
 * address from an unregistered one by their time? Starts the API in its own process on a
 * loopback port (`forgot-timing-server.ts`, `BENCH_PORT`, default 4301; PGlite, or DATABASE_URL's
 * PostgreSQL), registers `BENCH_PAIRS`
 * (default 200) accounts, then sends one forgot-password request for a registered and one for an
 * unregistered address per pair, in random order, each from its own client address (so no
 * throttle answers), with a pause between requests so the mail work that follows an answer has
 * ended before the next request. Prints and writes to bench/results/forgot-timing.json (one entry
 * per database) the medians, p90s and the share of pairs where the known address was slower
 * (50 % = no tell).
 *
 * Run: pnpm --filter @clubshop/commerce-api exec tsx --conditions=@clubshop/source ../../bench/security/forgot-timing.ts
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.BENCH_PORT ?? 4301);
const pairs = Number(process.env.BENCH_PAIRS ?? 200);
const baseUrl = `http://127.0.0.1:${port}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = spawn(
  process.execPath,
  [
    '--conditions=@clubshop/source',
    '--import',
    'tsx',
    fileURLToPath(new URL('forgot-timing-server.ts', import.meta.url)),
  ],
  {
    env: {
      ...process.env,
      BENCH_PORT: String(port),
      ...(process.env.DATABASE_URL ? { COMMERCE_TEST_DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise<void>((resolve, reject) => {
  server.stdout?.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('ready')) resolve();
  });
  server.on('exit', (code) => reject(new Error(`the API exited (${code})`)));
});
try {
  const post = (path: string, body: unknown, from: string) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify(body),
    });
  for (let index = 0; index < pairs; index++) {
    const response = await post(
      '/api/users/register',
      {
        email: `known${index}@example.com`,
        password: 'correct horse battery',
        firstName: 'K',
        lastName: 'N',
      },
      `10.1.${index >> 8}.${index & 255}`,
    );
    if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  }
  await pause(500);

  const timed = async (email: string, from: string) => {
    const started = performance.now();
    const response = await post('/api/users/forgot-password', { email }, from);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`forgot-password answered ${response.status}`);
    // The mail work after the answer ends before the next request.
    await pause(15);
    return elapsed;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  let knownSlower = 0;
  for (let index = 0; index < pairs; index++) {
    const from = (side: number) => `10.2.${side}.${index & 255}${index >> 8}`;
    const knownFirst = Math.random() < 0.5;
    let k: number;
    let u: number;
    if (knownFirst) {
      k = await timed(`known${index}@example.com`, from(1));
      u = await timed(`nobody${index}@example.com`, from(2));
    } else {
      u = await timed(`nobody${index}@example.com`, from(2));
      k = await timed(`known${index}@example.com`, from(1));
    }
    known.push(k);
    unknown.push(u);
    if (k > u) knownSlower++;
  }
  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
  };
  const mailList = await fetch(`${baseUrl}/api/dev/mails?to=known0@example.com`);
  const mails = ((await mailList.json()) as unknown[]).length;
  const result = {
    database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    pairs,
    knownMedianMs: quantile(known, 0.5),
    unknownMedianMs: quantile(unknown, 0.5),
    knownP90Ms: quantile(known, 0.9),
    unknownP90Ms: quantile(unknown, 0.9),
    knownSlowerShare: Number((knownSlower / pairs).toFixed(3)),
    mailsToFirstKnownAddress: mails,
    at: new Date().toISOString(),
  };
  console.info(JSON.stringify(result, null, 2));
  // One entry per database, kept side by side.
  const file = new URL('../results/forgot-timing.json', import.meta.url);
  const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  all[result.database] = result;
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
} finally {
  server.kill('SIGTERM');
}
