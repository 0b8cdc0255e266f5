import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, get } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { renderWorkerExecArgv } from '../server/workers.ts';

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

/**
 * One request on a connection of its own (no keep-alive pool: the cluster's primary hands each new
 * connection to a worker in turn, so only new connections can reach a new worker). Resolves with
 * the answering worker's pid.
 */
function askPid(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, timeout: 5_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve(body));
    })
      .on('timeout', function (this: { destroy(error: Error): void }) {
        this.destroy(new Error('no answer in 5 s'));
      })
      .on('error', reject);
  });
}

/** Starts the fixture with `workers` processes; resolves once each says it listens. */
async function startFixture(workers: number, delayMs: number, slowSecondMs = 0, listeners = workers) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: {
      ...process.env,
      WEB_CONCURRENCY: String(workers),
      FIXTURE_PORT: String(port),
      FIXTURE_DELAY_MS: String(delayMs),
      FIXTURE_SLOW_SECOND_MS: String(slowSecondMs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running = child;
  let listening = 0;
  let said = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      listening += chunk.toString().split('listening').length - 1;
      if (listening >= listeners) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the fixture exited with ${code}`)));
  });
  /** How many worker processes have said they listen so far (replacements included). */
  const listened = () => listening;
  return { child, url: `http://127.0.0.1:${port}/`, listened, said: () => said };
}

test('two processes answer on one port; SIGTERM lets the requests in flight finish, then all exit 0', async () => {
  const { child, url } = await startFixture(2, 300);
  const pids = new Set(await Promise.all(Array.from({ length: 12 }, () => askPid(url))));
  expect(pids.size).toBe(2);

  const inFlight = askPid(url);
  await new Promise((resolve) => setTimeout(resolve, 100));
  child.kill('SIGTERM');
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(pids.has(await inFlight)).toBe(true);
  expect(code).toBe(0);
  await expect(askPid(url)).rejects.toThrow();
}, 45_000);

test('SIGTERM while a worker is still starting stops it too, once it listens', async () => {
  // The second worker starts 3 s late; the stop comes as soon as the first listens. The stop
  // message the primary sent it then arrived before it listened for it (issue 43: the server never
  // exited); the primary says it again when that worker listens.
  const { child, said } = await startFixture(2, 0, 3_000, 1);
  child.kill('SIGTERM');
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(said().match(/every request answered; bye/g)).toHaveLength(2);
  expect(code).toBe(0);
}, 45_000);

test('a worker that dies is replaced', async () => {
  const { url, listened } = await startFixture(2, 0);
  const ask = () => askPid(url).catch(() => 'refused');
  // Both workers' pids, then one of them killed.
  const originals = new Set<string>();
  await expect
    .poll(
      async () => {
        originals.add(await ask());
        return originals.size;
      },
      { timeout: 20_000, interval: 50 },
    )
    .toBeGreaterThanOrEqual(2);
  const [killed] = originals;
  process.kill(Number(killed), 'SIGKILL');
  // The primary starts another process (on a busy machine loading the server takes seconds)...
  await expect.poll(listened, { timeout: 40_000, interval: 200 }).toBe(3);
  // ...which answers requests, and the killed one never again.
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        seen.add(await ask());
        return [...seen].some((pid) => pid !== 'refused' && !originals.has(pid));
      },
      { timeout: 20_000, interval: 50 },
    )
    .toBe(true);
  expect(seen.has(String(killed))).toBe(false);
}, 90_000);

test("workers start with the render heap's flags, unless the command line or NODE_OPTIONS sets them", async () => {
  expect(renderWorkerExecArgv(['--import', 'tsx'])).toEqual(['--import', 'tsx', '--max-semi-space-size=64']);
  expect(renderWorkerExecArgv(['--max-semi-space-size=32'])).toEqual(['--max-semi-space-size=32']);
  expect(renderWorkerExecArgv([], '--max-semi-space-size=128 --enable-source-maps')).toEqual([]);
  const { said } = await startFixture(2, 0);
  expect(said().match(/listening with .*--max-semi-space-size=64/g)).toHaveLength(2);
}, 45_000);

/** One GET over `agent` (kept alive): its `Connection` header, or the error's code. */
function askKeptAlive(
  url: string,
  agent: Agent,
): Promise<{ connection: string | undefined } | { error: string }> {
  return new Promise((resolve) => {
    const request = get(url, { agent, timeout: 5_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ connection: response.headers.connection }));
    });
    request
      .on('timeout', () => request.destroy(Object.assign(new Error('no answer in 5 s'), { code: 'TIMEOUT' })))
      .on('error', (error: NodeJS.ErrnoException) =>
        resolve({
          error: `${error.code ?? error.message}${request.reusedSocket ? ' on a kept-alive connection' : ''}`,
        }),
      );
  });
}

test('SIGTERM under keep-alive load: every answer after it says Connection: close, none is cut, all exit 0', async () => {
  const { child, url, said } = await startFixture(2, 30);
  const agent = new Agent({ keepAlive: true, maxSockets: 12 });
  let signalledAt = Number.POSITIVE_INFINITY;
  const afterSignal: Array<{ connection: string | undefined } | { error: string }> = [];
  let before = 0;
  let stopped = false;
  // 12 shoppers, each asking again the moment an answer arrives, over kept-alive connections.
  const shopper = async () => {
    while (!stopped) {
      const sentAt = performance.now();
      const answer = await askKeptAlive(url, agent);
      if (sentAt > signalledAt) afterSignal.push(answer);
      else if ('connection' in answer) before++;
      // A refused connection: the server no longer accepts (it is stopping); that shopper is done.
      if ('error' in answer && answer.error === 'ECONNREFUSED') return;
    }
  };
  const shoppers = Array.from({ length: 12 }, shopper);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  signalledAt = performance.now();
  child.kill('SIGTERM');
  const [code] = (await once(child, 'exit')) as [number | null];
  stopped = true;
  await Promise.all(shoppers);
  agent.destroy();

  expect(before).toBeGreaterThan(50);
  const answered = afterSignal.filter((answer) => 'connection' in answer);
  const failed = afterSignal
    .filter((answer) => 'error' in answer)
    .map((answer) => ('error' in answer ? answer.error : ''));
  // Requests sent before the signal and answered after it may carry keep-alive (their headers
  // went out first); every request sent after it is answered with close or refused, never cut.
  expect(answered.filter((answer) => answer.connection !== 'close')).toEqual([]);
  // What a client may see is a connection refused or reset before its request was read (a new
  // connection the cluster handed to a stopping worker, or a kept-alive one closed idle as the
  // request was sent: HTTP/1.1's race, which browsers retry). Nothing the server read is lost:
  expect(failed.filter((error) => !/^(ECONNREFUSED|ECONNRESET)/.test(error))).toEqual([]);
  const counts = [...said().matchAll(/received (\d+) answered (\d+)/g)];
  expect(counts).toHaveLength(2);
  for (const [, received, served] of counts) expect(served).toBe(received);
  expect(code).toBe(0);
  expect(said().match(/every request answered; bye/g)).toHaveLength(2);
}, 60_000);
