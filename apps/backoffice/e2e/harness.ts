/**
 * Starts what the back-office journey runs against: the seeded commerce API (in this process, on
 * `E2E_API_PORT`, default 5000) with a first owner, and the production back-office server on the
 * built app (`E2E_BACKOFFICE_PORT`, default 5001). `vite build` runs first unless
 * `E2E_REUSE_BUILD=1` (for iterating on the journey only).
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestServer } from '@clubshop/commerce-api/testing';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createStaff } from '../../commerce-api/src/staff/staff-service.ts';
import { createBackofficeServer } from '../server/app.ts';

export const appDir = join(import.meta.dirname, '..');
export const ownerEmail = 'owner@journey.example';
export const staffPassword = 'journey password 1';

/** The running API and back office. */
export async function startBackoffice() {
  const apiPort = Number(process.env.E2E_API_PORT ?? 5000);
  const port = Number(process.env.E2E_BACKOFFICE_PORT ?? 5001);
  if (process.env.E2E_REUSE_BUILD !== '1') {
    const built = spawnSync('npx', ['vite', 'build'], { cwd: appDir, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build of the back office failed');
  }
  const api = await startTestServer({ port: apiPort });
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email: ownerEmail,
    password: staffPassword,
    role: 'owner',
    sites: 'all',
  });
  const clientDir = join(appDir, 'dist/client');
  const index = await readFile(join(clientDir, 'index.html'), 'utf8');
  const app = createBackofficeServer({
    apiUrl: api.baseUrl,
    indexHtml: async () => index,
    staticFiles: serveStatic({
      root: clientDir,
      rewriteRequestPath: (path) => (path === '/' || path.endsWith('.html') ? '/__none__' : path),
    }),
    logger: { error: () => undefined },
  });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    api,
    url: `http://localhost:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}
