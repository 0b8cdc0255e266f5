/**
 * `pnpm --filter @clubshop/storefront start` (after `build`): the production storefront server,
 * `node dist/server/server.js`. React and the other libraries read NODE_ENV when they load, so it
 * is settled here first and the server itself is imported after.
 */
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
const { startStorefrontServer } = await import('./start.ts');
// This file is dist/server/server.js; the browser build is beside it in dist/client.
await startStorefrontServer(process.env, fileURLToPath(new URL('../client/', import.meta.url)));
