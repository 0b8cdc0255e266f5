/**
 * The production-like shop the black-box rerun of issue 43 attacks, started on ten loopback ports
 * from `BLACK_BOX_PORT_BASE` (default 5500):
 *
 * ```text
 * +0 PostgreSQL (a throwaway cluster; the app connects as the role `clubshop`, no superuser, owner of its database)
 * +1 +2 two compiled API instances (`node dist/main.js start`, NODE_ENV=production, TRUST_PROXY=2)
 * +3 a round-robin TCP balancer in front of them (as a load balancer spreads connections)
 * +4 the built storefront (`node dist/server/server.js`, TRUST_PROXY=1: Varnish)
 * +5 Debian's varnishd over deploy/varnish/clubshop.vcl, unchanged (+6: its management port)
 * +7 the built back office (`node dist/server/main.js`)
 * +8 the Stripe double (the provider; its webhooks go through Varnish as Stripe's reach the shop)
 * +9 an edge in front of the back office, as Caddy is in docs/deployment.md: it sets
 *    X-Forwarded-For to the address it saw (never believing a client's), so the API, two proxies
 *    away (edge + back office, as Varnish + storefront), reads the staff member's address.
 * ```
 *
 * The builds are the ones `pnpm build` made (apps/*\/dist); the start refuses to run without them.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { connect, createServer as createTcpServer, type Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type StripeDouble,
  startStripeDouble,
} from '../../../apps/commerce-api/src/testing/stripe-double.ts';
import {
  type ApiProcess,
  productionEnv,
  startApi,
} from '../../../apps/commerce-api/test/ops/support/api-process.ts';
import { type Cluster, startCluster } from '../../../apps/commerce-api/test/ops/support/cluster.ts';
import { queryAt } from '../../../apps/commerce-api/test/support/sql.ts';
import { type RunningVarnish, startVarnish } from '../../../apps/storefront/page-cache/varnish.ts';
import { send } from './http.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = join(root, 'apps', 'commerce-api');
const storefrontDir = join(root, 'apps', 'storefront');
const backofficeDir = join(root, 'apps', 'backoffice');

/** Ports of the stack. */
export function portsFrom(base: number) {
  return {
    postgres: base,
    api1: base + 1,
    api2: base + 2,
    balancer: base + 3,
    storefront: base + 4,
    varnish: base + 5,
    varnishAdmin: base + 6,
    backoffice: base + 7,
    stripe: base + 8,
    edge: base + 9,
  };
}

/** The Stripe keys of the shop (test mode, the double's). */
export const stripeKeys = { secretKey: 'sk_test_blackBoxProbe', webhookSecret: 'whsec_blackBoxProbe' };

/**
 * Stripe's `Stripe-Signature` of a webhook sent now, as https://docs.stripe.com/webhooks#verify-manually
 * describes it: `t=<seconds>,v1=<HMAC-SHA256 of "<t>.<payload>" under the endpoint's secret>`.
 */
function stripeSignature(payload: string, secret: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

/** A running stack. */
export interface Stack {
  ports: ReturnType<typeof portsFrom>;
  /** The app role's database URL (what the API instances use). */
  appDatabaseUrl: string;
  /** The cluster's superuser (setup only: seeding, staff made with the command line). */
  adminDatabaseUrl: string;
  apis: ApiProcess[];
  backofficePid: number | undefined;
  double: StripeDouble;
  /** While true, the double's webhooks are kept in `heldEvents` instead of delivered. */
  holdWebhooks: boolean;
  heldEvents: Array<{ payload: string; storeId: string }>;
  /** Delivers a webhook as Stripe does (signed now), through Varnish and the storefront. */
  deliverWebhook: (event: { payload: string; storeId: string }) => Promise<number>;
  /** Restarts the second API instance with more environment (e.g. a reconciliation interval). */
  restartApi2: (extra: Record<string, string>) => Promise<void>;
  /** Runs the compiled `clubshop` command line with the app's environment. */
  cli: (args: string[], env?: Record<string, string>) => { code: number | null; output: string };
  close: () => Promise<void>;
}

function requireBuilds(): void {
  const missing = [
    join(apiDir, 'dist', 'main.js'),
    join(storefrontDir, 'dist', 'server', 'server.js'),
    join(backofficeDir, 'dist', 'server', 'main.js'),
  ].filter((file) => !existsSync(file));
  if (missing.length > 0)
    throw new Error(`build first (npx -y pnpm@10.34.9 exec turbo run build): missing ${missing.join(', ')}`);
}

/** A round-robin TCP balancer on `port` over `targets`. */
async function startBalancer(port: number, targets: number[]): Promise<Server> {
  let next = 0;
  const server = createTcpServer((client) => {
    const target = targets[next++ % targets.length] as number;
    const upstream = connect(target, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return server;
}

/** The edge in front of the back office (a TLS proxy's place): X-Forwarded-For is the peer it saw. */
async function startEdge(port: number, target: number) {
  const server = createHttpServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    headers['x-forwarded-for'] = incoming.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = 'http';
    const forwarded = httpRequest(
      { host: '127.0.0.1', port: target, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
      incoming.destroy();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return server;
}

/**
 * A built app's production server, `node dist/server/<entry>` in `cwd` on 127.0.0.1, its port in
 * the variable `portVariable` (and `env` beside), resolved once its /healthz answers 200.
 */
async function startNodeServer(
  cwd: string,
  entry: string,
  [portVariable, port]: [string, number],
  env: Record<string, string>,
): Promise<ChildProcess> {
  const file = join('dist', 'server', entry);
  const healthUrl = `http://127.0.0.1:${port}/healthz`;
  const child = spawn(process.execPath, [file], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      [portVariable]: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${file} exited with ${child.exitCode}`);
    if (
      await fetch(healthUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${file} did not answer ${healthUrl} within 60 s`);
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Starts everything; `log` hears each piece as it comes up. */
export async function startStack(base: number, log: (line: string) => void): Promise<Stack> {
  requireBuilds();
  const ports = portsFrom(base);
  const closers: Array<() => Promise<void> | void> = [];
  const close = async () => {
    for (const closer of closers.reverse()) await Promise.resolve(closer()).catch(() => undefined);
  };
  try {
    const cluster: Cluster = startCluster(ports.postgres);
    closers.push(() => cluster.destroy());
    const adminDatabaseUrl = cluster.url('clubshop');
    // The app's own role, as an operator makes it: it owns its database (and runs its migrations).
    await queryAt(cluster.url(), "create role clubshop login password 'clubshop-app-role'");
    await queryAt(cluster.url(), 'create database clubshop owner clubshop');
    const appDatabaseUrl = `postgres://clubshop:clubshop-app-role@127.0.0.1:${ports.postgres}/clubshop`;
    log(`PostgreSQL on ${ports.postgres}, the app as role clubshop`);

    const purgeToken = randomBytes(32).toString('hex');
    const jwtSecret = randomBytes(32).toString('hex');
    const apiEnv = (port: number, extra: Record<string, string> = {}) =>
      productionEnv({
        DATABASE_URL: appDatabaseUrl,
        PORT: String(port),
        JWT_SECRET: jwtSecret,
        // Varnish + storefront on the shoppers' way, edge + back office on the staff's.
        TRUST_PROXY: '2',
        STOREFRONT_PORT: String(ports.varnish),
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_API_BASE: `http://127.0.0.1:${ports.stripe}`,
        STRIPE_SECRET_KEY: stripeKeys.secretKey,
        STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
        // Off unless a scenario turns it on (restartApi2): held webhooks stay held.
        PAYMENT_RECONCILE_INTERVAL_MS: '0',
        PAGE_CACHE_PURGE_URLS: `http://127.0.0.1:${ports.varnish}/`,
        PAGE_CACHE_PURGE_TOKEN: purgeToken,
        MEDIA_DIR: join(cluster.dataDir, '..', `clubshop-black-box-media-${base}`),
        ...extra,
      });
    const cli = (args: string[], env: Record<string, string> = {}) => {
      const result = spawnSync(process.execPath, ['dist/cli.js', ...args], {
        cwd: apiDir,
        env: { ...apiEnv(ports.api1), ...env },
        encoding: 'utf8',
      });
      return { code: result.status, output: `${result.stdout}${result.stderr}` };
    };
    for (const command of ['migrate', 'seed-demo']) {
      const result = spawnSync(process.execPath, ['dist/main.js', command], {
        cwd: apiDir,
        env: apiEnv(ports.api1),
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`${command} failed: ${result.stdout}${result.stderr}`);
    }
    log('migrated and seeded as the app role');

    const double = await startStripeDouble({
      port: ports.stripe,
      secretKey: stripeKeys.secretKey,
      webhookSecret: stripeKeys.webhookSecret,
      deliver: async (event) => {
        const held = { payload: event.payload, storeId: event.session.metadata.storeId ?? '' };
        if (stack.holdWebhooks) stack.heldEvents.push(held);
        else await stack.deliverWebhook(held);
      },
    });
    closers.push(() => double.close());

    const apis = [await startApi(apiEnv(ports.api1)), await startApi(apiEnv(ports.api2))];
    closers.push(async () => {
      for (const api of apis) {
        if (api.child.exitCode === null) api.child.kill('SIGTERM');
        await api.exited;
      }
    });
    const balancer = await startBalancer(ports.balancer, [ports.api1, ports.api2]);
    closers.push(() => new Promise<void>((resolve) => balancer.close(() => resolve())));
    log(`two API instances on ${ports.api1} and ${ports.api2}, balanced on ${ports.balancer}`);

    const apiUrl = `http://127.0.0.1:${ports.balancer}`;
    const storefront = await startNodeServer(storefrontDir, 'server.js', ['PORT', ports.storefront], {
      API_URL: apiUrl,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    });
    closers.push(() => stopChild(storefront));
    const varnish: RunningVarnish = await startVarnish({
      port: ports.varnish,
      adminPort: ports.varnishAdmin,
      backendPort: ports.storefront,
      purgeToken,
    });
    closers.push(() => varnish.close());
    log(`storefront on ${ports.storefront}, Varnish on ${ports.varnish}`);

    const backoffice = await startNodeServer(
      backofficeDir,
      'main.js',
      ['BACKOFFICE_PORT', ports.backoffice],
      {
        API_URL: apiUrl,
      },
    );
    closers.push(() => stopChild(backoffice));
    const edge = await startEdge(ports.edge, ports.backoffice);
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          edge.closeAllConnections();
          edge.close(() => resolve());
        }),
    );
    log(`back office on ${ports.backoffice}, behind the edge on ${ports.edge}`);

    const stack: Stack = {
      ports,
      appDatabaseUrl,
      adminDatabaseUrl,
      apis,
      backofficePid: backoffice.pid,
      double,
      holdWebhooks: false,
      heldEvents: [],
      deliverWebhook: async ({ payload, storeId }) => {
        const answer = await send(`http://127.0.0.1:${ports.varnish}/payment/stripe/webhook/${storeId}`, {
          method: 'POST',
          headers: {
            host: `${storeId}.localhost:${ports.varnish}`,
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': stripeSignature(payload, stripeKeys.webhookSecret),
          },
          body: payload,
        }).catch(() => undefined);
        return answer?.status ?? 0;
      },
      restartApi2: async (extra) => {
        const old = apis[1] as ApiProcess;
        old.child.kill('SIGTERM');
        await old.exited;
        apis[1] = await startApi(apiEnv(ports.api2, extra));
      },
      cli,
      close,
    };
    return stack;
  } catch (error) {
    await close();
    throw error;
  }
}
