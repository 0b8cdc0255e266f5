/**
 * The API the forgot-password timing bench measures, in its own process (so the bench's client
 * and the API's after-answer work do not share an event loop): a seeded test API on `BENCH_PORT`
 * that trusts X-Forwarded-For (each request of the bench comes from its own address, so none is
 * throttled). Prints `ready` once listening; stops on SIGTERM.
 */
import { startTestServer } from '../../apps/commerce-api/src/testing/index.ts';

const api = await startTestServer({
  port: Number(process.env.BENCH_PORT ?? 4301),
  config: { trustProxy: true },
});
console.info('ready');
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
