/**
 * The commerce API for the page-cache bench, in a process of its own as deployed (production
 * rules, the embedded database seeded with the demo clubs under *.localhost), so that neither the
 * load generator nor the bench's own work shares its event loop: with the API in the bench's
 * process, autocannon's busy loop delayed every API answer the storefront waited for.
 * (bench/storefront/ssr-throughput.ts starts it the same way.)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const apiDir = join(import.meta.dirname, '..', '..', 'apps', 'commerce-api');

/** A running API process. */
export interface ApiProcess {
  url: string;
  pid: number | undefined;
  close: () => Promise<void>;
}

/** Starts the API on `port` with `env` added (its purge URLs, ...); resolves once healthy. */
export async function startApiProcess(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const command = (name: string) => ['--import', 'tsx', '--conditions=@clubshop/source', 'src/main.ts', name];
  const dataDir = mkdtempSync(join(tmpdir(), 'clubshop-page-cache-bench-'));
  const fullEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: 'page-cache-bench-secret-0123456789-abcdefgh',
    MAIL_TRANSPORT: 'database',
    LOCALHOST_SITES: 'true',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
    ...env,
  };
  // Production never seeds on start: seed as an operator would.
  for (const name of ['migrate', 'seed-demo']) {
    const done = spawnSync(process.execPath, command(name), { cwd: apiDir, env: fullEnv, stdio: 'inherit' });
    if (done.status !== 0) throw new Error(`the API's ${name} failed (${done.status})`);
  }
  const child: ChildProcess = spawn(process.execPath, command('start'), {
    cwd: apiDir,
    env: fullEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, pid: child.pid, close };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await close();
  throw new Error('the API did not become healthy within 180 s');
}
