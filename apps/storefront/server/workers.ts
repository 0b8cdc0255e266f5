import cluster from 'node:cluster';

/** What a worker is told when the server stops (the primary's IPC message). */
export const SHUTDOWN_MESSAGE = 'clubshop:shutdown';

/**
 * The V8 flags a rendering worker starts with (unless its command line or NODE_OPTIONS sets them):
 * a young generation of 64 MB semi-spaces instead of 16. A server render allocates a few
 * megabytes of short-lived strings and objects per page; with the default the scavenger ran every
 * few pages and took ~10 % of the CPU, with this ~4.5 % (docs/benchmarks.md).
 */
export const RENDER_WORKER_FLAGS = ['--max-semi-space-size=64'] as const;

/** `execArgv` plus each of {@link RENDER_WORKER_FLAGS} the process was not started with. */
export function renderWorkerExecArgv(execArgv: readonly string[], nodeOptions = ''): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)];
  const missing = RENDER_WORKER_FLAGS.filter(
    (flag) => !given.some((option) => option.split('=')[0] === flag.split('=')[0]),
  );
  return [...execArgv, ...missing];
}

/**
 * Runs the server in `count` processes sharing one port (node:cluster), so a machine's cores all
 * render pages: Node renders on one thread, and the storefront keeps nothing between requests a
 * second process would need (its shared API answers are a cache, one per process).
 *
 * The primary only supervises: a worker that dies is replaced; on SIGTERM or SIGINT every worker
 * is asked to finish its requests in flight and stop (see gracefulShutdown; one still starting is
 * asked again once it listens), and the primary exits when they have (with 1 if one failed to); a
 * second signal ends them at once. Workers start with
 * {@link RENDER_WORKER_FLAGS}. With `count` 1 the server runs in this process, without a primary
 * (give it the flags through NODE_OPTIONS).
 */
export function runWorkers(count: number, startWorker: () => Promise<void>): Promise<void> {
  if (count <= 1 || cluster.isWorker) return startWorker();

  let stopping = false;
  let failed = false;
  cluster.setupPrimary({ execArgv: renderWorkerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  const fork = () => cluster.fork();
  for (let index = 0; index < count; index++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (code !== 0) failed = true;
    if (!stopping) {
      console.error(
        `storefront: worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`,
      );
      fork();
      return;
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });
  // A worker still starting when the stop came got the message before it listened for it (its
  // gracefulShutdown is set up beside its server): it is told again once it listens.
  cluster.on('listening', (worker) => {
    if (stopping) worker.send(SHUTDOWN_MESSAGE);
  });
  const stop = () => {
    if (stopping) {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send(SHUTDOWN_MESSAGE);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return Promise.resolve();
}
