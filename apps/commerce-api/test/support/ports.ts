/**
 * Ports for the servers these tests start: the first free one in the issue-14 range
 * (4200-4299, docs/contract-notes.md), so parallel work on this machine never collides.
 * `CLUBSHOP_TEST_PORTS=<from>-<to>` moves the range.
 */
import { createServer } from 'node:net';

const [rangeFrom, rangeTo] = (process.env.CLUBSHOP_TEST_PORTS ?? '4200-4299').split('-').map(Number) as [
  number,
  number,
];
/** Ports handed out by this process (a test may not have bound its last one yet). */
const handedOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port of the range, not handed out before by this process. */
export async function freePort(): Promise<number> {
  // Test files run in parallel workers: start at a different place per worker.
  const span = rangeTo - rangeFrom + 1;
  const offset = (Number(process.env.VITEST_POOL_ID ?? 0) * 17 + process.pid) % span;
  for (let index = 0; index < span; index++) {
    const port = rangeFrom + ((offset + index) % span);
    if (handedOut.has(port)) continue;
    if (await isFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${rangeFrom}-${rangeTo}`);
}
