/**
 * The commerce API for the examples step (scripts/test-examples.mjs): a seeded API on a loopback
 * port, started from the monorepo's source. Prints `{ "baseUrl": … }` on one line when it
 * listens; stops when its stdin closes or on SIGTERM.
 *
 * Run with the app's tsx and the source condition:
 *   apps/commerce-api/node_modules/.bin/tsx --conditions=@clubshop/source scripts/examples-api.ts
 */
import { startTestServer } from '../apps/commerce-api/src/testing/index.ts';

const port = Number(process.env.EXAMPLES_API_PORT ?? 4510);
const api = await startTestServer({ port });
console.info(JSON.stringify({ baseUrl: api.baseUrl }));

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await api.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
