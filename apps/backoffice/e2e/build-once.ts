/**
 * The e2e run's global setup: `vite build` of the back office once for every journey file (each
 * file's harness then reuses it, `E2E_REUSE_BUILD=1`), unless the caller set E2E_REUSE_BUILD=1.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export default function setup() {
  if (process.env.E2E_REUSE_BUILD === '1') return;
  const built = spawnSync('npx', ['vite', 'build'], {
    cwd: join(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('vite build of the back office failed');
  process.env.E2E_REUSE_BUILD = '1';
}
