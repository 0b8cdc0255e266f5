// A server run through runWorkers as the storefront's start does: each worker answers with its
// pid after a delay (a request in flight when the stop comes), and stops through gracefulShutdown.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { gracefulShutdown } from '../../server/graceful-shutdown.ts';
import { runWorkers } from '../../server/workers.ts';

const port = Number(process.env.FIXTURE_PORT);
await runWorkers(Number(process.env.WEB_CONCURRENCY ?? 1), async () => {
  // A second worker slow to start (FIXTURE_SLOW_SECOND_MS): the stop may come before it listens.
  if (cluster.worker?.id === 2) await sleep(Number(process.env.FIXTURE_SLOW_SECOND_MS ?? 0));
  // Every request this process read and every answer it finished, said when it exits: a request
  // read and never answered is one the stop cut.
  let received = 0;
  let answered = 0;
  process.on('exit', () => console.info(`worker ${process.pid} received ${received} answered ${answered}`));
  const server = createServer((_request, response) => {
    received++;
    response.on('finish', () => answered++);
    setTimeout(() => response.end(String(process.pid)), Number(process.env.FIXTURE_DELAY_MS ?? 0));
  });
  server.listen(port, '127.0.0.1', () => console.info(`listening with ${process.execArgv.join(' ')}`));
  gracefulShutdown(server, { timeoutMs: 5_000 });
});
