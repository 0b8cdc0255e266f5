/**
 * `pnpm --filter @clubshop/backoffice start` (after `build`): the production back-office server,
 * `node dist/server/server.js`. The browser build is beside it in dist/client.
 */
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
const { startBackofficeServer } = await import('./start.ts');
await startBackofficeServer(process.env, fileURLToPath(new URL('../client/', import.meta.url)));
