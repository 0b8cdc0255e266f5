/**
 * A shop's API side in a process of its own (`startShop` in `shop-server.ts` spawns it): the
 * commerce API on a loopback port with a freshly seeded database, the four host forwarders in
 * front of it when asked (`api-forwarder.ts`), and the harness control server
 * (`control-server.ts`).
 *
 * Not in vitest's main process, where the global setup used to start them: there every shop's
 * API (the embedded database's queries among its work) took turns on one event loop, so with two
 * journey files side by side each shop's answers waited for the other's, and the two shops could
 * never use more than one core between them (decision 0056).
 *
 * Reads `SHOP_API_PORT` and `SHOP_FOUR_API_HOSTS=1`; prints one line, {@link READY_MARK} and the
 * shop's addresses as JSON, once everything listens; stops on SIGTERM or when its stdin closes
 * (the parent is gone). Run with tsx and the source condition:
 *   node --import tsx --conditions=@clubshop/source e2e/harness/api-process.ts
 */
import { startTestServer } from '@clubshop/commerce-api/testing';
import { createStaff } from '../../../commerce-api/src/staff/staff-service.ts';
import { type ApiForwarder, startApiForwarder } from './api-forwarder.ts';
import { JOURNEY_STAFF, READY_MARK, type ShopApiAddresses } from './api-process-protocol.ts';
import { startControlServer } from './control-server.ts';

const port = Number(process.env.SHOP_API_PORT);
if (!Number.isInteger(port) || port <= 0)
  throw new Error(`SHOP_API_PORT must be a port, not "${process.env.SHOP_API_PORT}"`);

// The storefront server is the one proxy in front of the API (the four-host forwarders pass its
// X-Forwarded-* on as they came), as scripts/start.mjs and compose.yaml run it: the API's links
// (pictures, the payment page) are then under the shop's own origin, as a shopper's browser gets
// them in production (issue 44: without it the journeys never saw a picture under PUBLIC_ORIGIN).
//
// A catalogue import fetches pictures (issue 39), and may reach the image server of the
// imported-pictures journey on 127.0.0.1 at this shop's API port + 2 (`harness/workers.ts`).
const api = await startTestServer({
  port,
  config: { trustProxy: 1, importFetchPictures: true, importFetchAllowHosts: [`127.0.0.1:${port + 2}`] },
});
await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
  ...JOURNEY_STAFF,
  role: 'owner',
  sites: 'all',
});
const forwarders: ApiForwarder[] =
  process.env.SHOP_FOUR_API_HOSTS === '1'
    ? await Promise.all([0, 1, 2, 3].map(() => startApiForwarder(api.baseUrl)))
    : [];
const control = await startControlServer((statement) => api.database.db.execute(statement));
const [content, catalog, user, basket] = forwarders.map((forwarder) => forwarder.url);
const addresses: ShopApiAddresses = {
  apiUrl: api.baseUrl,
  apiHosts:
    content && catalog && user && basket
      ? { content, catalog, user, basket }
      : { content: api.baseUrl, catalog: api.baseUrl, user: api.baseUrl, basket: api.baseUrl },
  controlUrl: control.url,
  sites: api.sites,
};

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await control.close();
  await Promise.all(forwarders.map((forwarder) => forwarder.close()));
  await api.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();

process.stdout.write(`${READY_MARK}${JSON.stringify(addresses)}\n`);
