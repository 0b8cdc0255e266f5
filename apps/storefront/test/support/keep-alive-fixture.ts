// The storefront's server as start.ts builds it (a Hono app behind node:http through `serve`, the
// same server options, runWorkers, gracefulShutdown), answering each request at once with a short
// text. Says how many requests it read and answered when it exits: one read and never answered is
// one the stop cut.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { gracefulShutdown } from '../../server/graceful-shutdown.ts';
import { runWorkers } from '../../server/workers.ts';

const port = Number(process.env.FIXTURE_PORT);
await runWorkers(Number(process.env.WEB_CONCURRENCY ?? 1), async () => {
  let received = 0;
  let answered = 0;
  process.on('exit', () => console.info(`worker ${process.pid} received ${received} answered ${answered}`));
  const app = new Hono();
  app.get('*', (c) => {
    received++;
    answered++;
    return c.text(`page ${received}`);
  });
  const server = serve(
    {
      fetch: app.fetch,
      port,
      hostname: '127.0.0.1',
      // A kept-alive connection Node itself would close only long after the test.
      serverOptions: { headersTimeout: 10_000, requestTimeout: 20_000, keepAliveTimeout: 60_000 },
    },
    () => console.info('listening'),
  );
  gracefulShutdown(server, { timeoutMs: 30_000 });
});
