/**
 * `pnpm --filter @clubshop/backoffice start` (after `build`): the production back-office server,
 * `node dist/server/server.js`. The browser build is beside it in dist/client.
 */
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
const { startBackofficeServer } = await import('./start.ts');
// This file is dist/server/main.js; the browser build is beside it in dist/client
// (`pnpm dev` runs this source on the build with BACKOFFICE_CLIENT_DIR=dist/client).
await startBackofficeServer(
  process.env,
  process.env.BACKOFFICE_CLIENT_DIR ?? fileURLToPath(new URL('../client/', import.meta.url)),
);
