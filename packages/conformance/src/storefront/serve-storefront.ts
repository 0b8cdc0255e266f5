import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** A storefront server the kit started. */
export interface ServedStorefront {
  /** Its process id. */
  pid: number | undefined;
  close: () => Promise<void>;
}

/**
 * The production server of a storefront build: `<folder>/server/server.js` (the build's folder,
 * `apps/storefront/dist`) or `<folder>/dist/server/server.js` (the app's folder, or the image's
 * `/app`); undefined when neither exists.
 */
export function storefrontServerOf(folder: string): string | undefined {
  return [join(folder, 'server', 'server.js'), join(folder, 'dist', 'server', 'server.js')]
    .map((file) => resolve(file))
    .find((file) => existsSync(file));
}

/**
 * Starts the built storefront's production server (`node server/server.js`, what `pnpm start`
 * and the Docker image run) on `port`, every API host pointed at `apiUrl`; resolves once its
 * `/healthz` answers, rejects (with the end of its output) when it exits or does not answer in
 * `timeoutMs`.
 */
export async function serveStorefront(
  server: string,
  port: number,
  apiUrl: string,
  timeoutMs = 30_000,
): Promise<ServedStorefront> {
  const child = spawn(process.execPath, [server], {
    cwd: dirname(dirname(dirname(server))),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: apiUrl,
      CONTENT_API_URL: apiUrl,
      CATALOG_API_URL: apiUrl,
      USER_API_URL: apiUrl,
      BASKET_API_URL: apiUrl,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString('utf8')}`.slice(-2000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const close = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the storefront server ${server} exited with ${child.exitCode}: ${output.trim()}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { pid: child.pid, close };
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await close();
  throw new Error(
    `the storefront server ${server} did not answer /healthz on port ${port} within ${timeoutMs} ms`,
  );
}
