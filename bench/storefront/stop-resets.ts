/**
 * New connections during a storefront stop (issue 43; decisions 0075 and 0079): how many requests
 * a client had written on a new connection are reset when the server stops, with one process and
 * with two (`WEB_CONCURRENCY`, node:cluster). The server is the keep-alive test's fixture (the
 * storefront's `runWorkers` and `gracefulShutdown` around a Hono app answering at once); one
 * kept-alive connection sits idle (the stop then lasts its 1 s grace); 16 clients each open a new
 * connection per request, in a loop, and go on through SIGTERM until the server has exited.
 * Counted after the signal: answered, refused (ECONNREFUSED: nothing was sent, a client retries)
 * and reset after the request was written (the client cannot know whether it was read).
 *
 *   npx tsx --conditions=@clubshop/source bench/storefront/stop-resets.ts
 *
 * STOP_BENCH_PORT (5410), STOP_BENCH_TRIALS (5 per process count). Prints one line per trial; not
 * a test (the counts vary from stop to stop).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, get } from 'node:http';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.STOP_BENCH_PORT ?? 5410);
const trials = Number(process.env.STOP_BENCH_TRIALS ?? 5);
const fixture = fileURLToPath(
  new URL('../../apps/storefront/test/support/keep-alive-fixture.ts', import.meta.url),
);

/** One GET on a new connection: 'answered', or the error code (with ' written' once sent whole). */
function askOnce(): Promise<string> {
  return new Promise((resolve) => {
    let written = false;
    const request = get(`http://127.0.0.1:${port}/x`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve('answered'));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.code} written`));
    });
    request.on('finish', () => {
      written = true;
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(`${error.code}${written ? ' written' : ''}`),
    );
  });
}

for (const workers of [1, 2]) {
  for (let trial = 0; trial < trials; trial++) {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      env: { ...process.env, WEB_CONCURRENCY: String(workers), FIXTURE_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let said = '';
    await new Promise<void>((resolve) =>
      child.stdout?.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.split('listening').length > workers) resolve();
      }),
    );
    const idle = new Agent({ keepAlive: true });
    await new Promise((resolve) =>
      get(`http://127.0.0.1:${port}/`, { agent: idle }, (response) => {
        response.resume();
        response.on('end', resolve);
      }),
    );
    let signalled = false;
    let stopped = false;
    const outcomes: Record<string, number> = {};
    const client = async () => {
      while (!stopped) {
        const outcome = await askOnce();
        if (signalled) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        // A refused connection: the server no longer accepts; try again shortly, as a balancer would.
        if (outcome.startsWith('ECONNREFUSED')) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const clients = Array.from({ length: 16 }, client);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    signalled = true;
    child.kill('SIGTERM');
    await once(child, 'exit');
    stopped = true;
    await Promise.all(clients);
    idle.destroy();
    const reset = Object.entries(outcomes)
      .filter(([outcome]) => outcome.endsWith(' written'))
      .reduce((sum, [, count]) => sum + count, 0);
    console.info(
      `${workers} process${workers === 1 ? '' : 'es'}, stop ${trial + 1}: answered ${outcomes.answered ?? 0}, refused ${outcomes.ECONNREFUSED ?? 0}, written and then reset or cut ${reset} ${JSON.stringify(outcomes)}`,
    );
  }
}
