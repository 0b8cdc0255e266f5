import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';

const fixture = fileURLToPath(new URL('./support/workers-fixture.ts', import.meta.url));
let running: ChildProcess | undefined;
afterEach(() => {
  running?.kill('SIGKILL');
});

/** A free loopback port. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

/** Starts the fixture with `workers` processes; resolves once each says it listens. */
async function startFixture(workers: number, delayMs: number) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: {
      ...process.env,
      WEB_CONCURRENCY: String(workers),
      FIXTURE_PORT: String(port),
      FIXTURE_DELAY_MS: String(delayMs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running = child;
  let listening = 0;
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      listening += chunk.toString().split('listening').length - 1;
      if (listening >= workers) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the fixture exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}/` };
}

test('two processes answer on one port; SIGTERM lets the requests in flight finish, then all exit 0', async () => {
  const { child, url } = await startFixture(2, 300);
  const pids = new Set(
    await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(url, { headers: { connection: 'close' } }).then((r) => r.text()),
      ),
    ),
  );
  expect(pids.size).toBe(2);

  const inFlight = fetch(url, { headers: { connection: 'close' } }).then((response) => response.text());
  await new Promise((resolve) => setTimeout(resolve, 100));
  child.kill('SIGTERM');
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(pids.has(await inFlight)).toBe(true);
  expect(code).toBe(0);
  await expect(fetch(url)).rejects.toThrow();
}, 45_000);

test('a worker that dies is replaced', async () => {
  const { url } = await startFixture(2, 0);
  const ask = () =>
    fetch(url, { headers: { connection: 'close' } }).then(
      (response) => response.text(),
      () => 'refused',
    );
  // Both workers' pids, then one of them killed.
  const originals = new Set<string>();
  await expect
    .poll(
      async () => {
        for (const answer of await Promise.all(Array.from({ length: 4 }, ask))) originals.add(answer);
        return originals.size;
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBeGreaterThanOrEqual(2);
  const [killed] = originals;
  process.kill(Number(killed), 'SIGKILL');
  // A process that was not there before answers (the replacement, once it has started: on a busy
  // machine loading the server takes seconds), and the killed one never again.
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        for (const answer of await Promise.all(Array.from({ length: 4 }, ask))) seen.add(answer);
        return [...seen].some((pid) => pid !== 'refused' && !originals.has(pid));
      },
      { timeout: 40_000, interval: 200 },
    )
    .toBe(true);
  expect(seen.has(String(killed))).toBe(false);
}, 70_000);
