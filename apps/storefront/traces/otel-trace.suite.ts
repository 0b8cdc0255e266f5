/**
 * Issue 42's traces, for real (decision 0103): one trace crosses the storefront, the API and
 * PostgreSQL (PGlite). An OTLP/HTTP receiver in this process (`POST /v1/traces`, the JSON the
 * exporter sends) collects the spans of the commerce API (its start command, `src/main.ts start`,
 * as a process of its own over a copy of the seeded test database), the production storefront
 * server (`node dist/server/server.js`) and the back-office server (`server/main.ts`), each told
 * only `OTEL_EXPORTER_OTLP_ENDPOINT`. A product page asked for with a `traceparent` of the test's
 * own must give: the storefront's server span under the test's span, its client span to the API,
 * the API's server span under that, a database query span under the API's, all in the test's
 * trace, and the API's request log line naming the trace. A back-office sign-in carries its trace
 * into the API likewise.
 *
 * Ports: TRACES_PORT_BASE and the three after it (API, storefront, back office, receiver).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seededPgliteSnapshot } from '../../commerce-api/src/testing/snapshot.ts';
import { buildStorefront, startStorefrontProcess, storefrontDir } from '../e2e/harness/shop-server.ts';
import { routeLabel } from '../server/route-label.ts';

const base = Number(process.env.TRACES_PORT_BASE ?? 6370);
const ports = { api: base, storefront: base + 1, backoffice: base + 2, receiver: base + 3 };
const outDir = join(storefrontDir, process.env.TRACES_OUT_DIR ?? 'dist-traces');
const apiDir = join(storefrontDir, '..', 'commerce-api');
const backofficeDir = join(storefrontDir, '..', 'backoffice');
const scratch = mkdtempSync(join(tmpdir(), 'clubshop-traces-'));
const closers: Array<() => Promise<void>> = [];
const otel = {
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${ports.receiver}`,
  // Sent within a fifth of a second rather than the default five.
  OTEL_BSP_SCHEDULE_DELAY: '200',
};

/** One span as the OTLP JSON encoding has it, with its service's name. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}
const SERVER = 2;
const CLIENT = 3;

const received: ReceivedSpan[] = [];
const apiLogLines: Array<Record<string, unknown>> = [];
let productPath = '';

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type OtlpBody = {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: OtlpValue }> };
    scopeSpans?: Array<{
      spans?: Array<
        Omit<ReceivedSpan, 'service' | 'attributes'> & {
          attributes?: Array<{ key: string; value: OtlpValue }>;
        }
      >;
    }>;
  }>;
};

const otlpValue = (value: OtlpValue) => value.stringValue ?? value.intValue ?? value.boolValue;

/** The receiver: every span of every `POST /v1/traces` (JSON) into `received`. */
function startReceiver(): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as OtlpBody;
      for (const resourceSpans of parsed.resourceSpans ?? []) {
        const service = resourceSpans.resource?.attributes?.find((a) => a.key === 'service.name');
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            received.push({
              ...span,
              service: String(service ? otlpValue(service.value) : ''),
              attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, otlpValue(a.value)])),
            });
          }
        }
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(ports.receiver, '127.0.0.1', () => resolve(server)));
}

/** An HTTP request on loopback; the status and body. */
function send(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, cookies: response.headers['set-cookie'] ?? [] }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Starts a child process and registers its end (SIGTERM, then its exit) with the closers. */
function startChild(command: string, args: string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  const child = spawn(command, args, options);
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  return child;
}

/** Polls `check` until it answers a value (not undefined), at most `timeoutMs`. */
async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (${String(last)})` : ''}`);
}

/** A new W3C trace context of the test's own: its trace id, span id and `traceparent`. */
function ownTraceparent() {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

beforeAll(async () => {
  closers.push(
    await startReceiver().then((server) => () => new Promise<void>((r) => server.close(() => r()))),
  );

  // The API's own data folder: a copy of the seeded test database (migrated and seeded already,
  // so its start command keeps it rather than seeding for half a minute).
  const dataDir = join(scratch, 'api-data');
  const requireFromApi = createRequire(join(apiDir, 'package.json'));
  const { PGlite } = (await import(pathToFileURL(requireFromApi.resolve('@electric-sql/pglite')).href)) as {
    PGlite: new (
      dir: string,
      options: { loadDataDir: Blob },
    ) => {
      waitReady: Promise<void>;
      query<T>(sql: string): Promise<{ rows: T[] }>;
      close(): Promise<void>;
    };
  };
  const pglite = new PGlite(dataDir, { loadDataDir: await seededPgliteSnapshot() });
  await pglite.waitReady;
  const [variant] = (
    await pglite.query<{ url: string }>(
      `select url from store_variants where store_id = 'northbridge-gb' and not is_unlisted order by sort_order limit 1`,
    )
  ).rows;
  await pglite.close();
  if (!variant) throw new Error('no listed product on northbridge-gb');
  productPath = new URL(variant.url, 'http://x').pathname;

  // The API's start command, as deployed: JSON log lines on stdout, read here.
  const api = startChild(
    process.execPath,
    ['--import', 'tsx', '--conditions=@clubshop/source', 'src/main.ts', 'start'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(ports.api),
        STOREFRONT_PORT: String(ports.storefront),
        DATA_DIR: dataDir,
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        ...otel,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  createInterface({ input: api.stdout as NonNullable<typeof api.stdout> }).on('line', (line) => {
    try {
      apiLogLines.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      process.stdout.write(`${line}\n`);
    }
  });
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  await eventually(
    'the API answers /health',
    async () =>
      (await send(ports.api, '/health').catch(() => ({ status: 0 }))).status === 200 ? true : undefined,
    120_000,
  );

  // The storefront's production server: the test command's build when it made one, else its own.
  if (process.env.E2E_REUSE_BUILD !== '1' || !existsSync(join(outDir, 'server', 'server.js'))) {
    await buildStorefront(outDir);
  }
  const storefront = await startStorefrontProcess(outDir, ports.storefront, apiUrl, undefined, otel);
  closers.push(storefront.close);

  // The back-office server from source, over a client folder holding only an index.html.
  const clientDir = join(scratch, 'backoffice-client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Back office</title>');
  startChild(process.execPath, ['--import', 'tsx', '--conditions=@clubshop/source', 'server/main.ts'], {
    cwd: backofficeDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BACKOFFICE_PORT: String(ports.backoffice),
      API_URL: apiUrl,
      BACKOFFICE_CLIENT_DIR: clientDir,
      ...otel,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await eventually('the back office answers /healthz', async () =>
    (await send(ports.backoffice, '/healthz').catch(() => ({ status: 0 }))).status === 200 ? true : undefined,
  );
}, 300_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  rmSync(scratch, { recursive: true, force: true });
});

describe('one trace crosses the storefront, the API and PostgreSQL', () => {
  test('a product page asked for with a traceparent', async () => {
    const own = ownTraceparent();
    const page = await send(ports.storefront, productPath, {
      headers: { Host: `northbridge-gb.localhost:${ports.storefront}`, traceparent: own.traceparent },
    });
    expect(page.status).toBe(200);

    const inTrace = (where: (span: ReceivedSpan) => boolean) =>
      received.filter((span) => span.traceId === own.traceId && where(span));
    // The storefront's server span, under the test's own span.
    const [storefrontServer] = await eventually('the storefront server span', () => {
      const spans = inTrace((s) => s.service === 'clubshop-storefront' && s.kind === SERVER);
      return spans.length > 0 ? spans : undefined;
    });
    expect(storefrontServer?.parentSpanId).toBe(own.spanId);
    expect(storefrontServer?.name).toBe(`GET ${routeLabel(productPath)}`);
    expect(storefrontServer?.attributes['http.response.status_code']).toBe(200);
    // Its client spans to the API, and the API's server spans under them.
    const apiServer = await eventually('an API server span under a storefront client span', () => {
      const clients = new Map(
        inTrace((s) => s.service === 'clubshop-storefront' && s.kind === CLIENT).map((s) => [s.spanId, s]),
      );
      const servers = inTrace(
        (s) => s.service === 'clubshop-api' && s.kind === SERVER && clients.has(s.parentSpanId ?? ''),
      );
      for (const server of servers) {
        expect(clients.get(server.parentSpanId ?? '')?.parentSpanId).toBe(storefrontServer?.spanId);
      }
      return servers.length > 0 ? servers : undefined;
    });
    for (const span of apiServer) {
      expect(span.name).toMatch(/^GET \/api\//);
      expect(span.attributes['http.route']).toMatch(/^\/api\//);
    }
    // A database query span under one of the API's server spans: the statement, never its values.
    const apiSpanIds = new Set(apiServer.map((span) => span.spanId));
    const queries = await eventually('a query span under the API server span', () => {
      const spans = inTrace((s) => s.service === 'clubshop-api' && apiSpanIds.has(s.parentSpanId ?? ''));
      return spans.some((s) => s.attributes['db.system'] === 'postgresql') ? spans : undefined;
    });
    const query = queries.find((s) => s.attributes['db.system'] === 'postgresql');
    expect(query?.kind).toBe(CLIENT);
    expect(String(query?.attributes['db.statement'])).toMatch(/^\s*(select|with|insert|update)/i);
    expect(String(query?.attributes['db.statement'])).not.toContain('northbridge-gb');

    // The API's request log lines of that page name the trace and their own span.
    const lines = await eventually('the API log lines of the trace', () => {
      const found = apiLogLines.filter((line) => line.msg === 'request' && line.trace_id === own.traceId);
      return found.length > 0 ? found : undefined;
    });
    for (const line of lines) expect(apiSpanIds.has(String(line.span_id))).toBe(true);
  });

  test('a back-office sign-in carries its trace into the API', async () => {
    const own = ownTraceparent();
    const origin = `http://127.0.0.1:${ports.backoffice}`;
    // The sign-in form's CSRF cookie and field (csrf.ts), as a browser gets them.
    const form = await send(ports.backoffice, '/sign-in');
    const cookie = form.cookies
      .map((line) => line.split(';')[0] ?? '')
      .find((c) => c.includes('clubshop_bo_csrf='));
    if (!cookie) throw new Error('the sign-in page set no CSRF cookie');
    const signIn = await send(ports.backoffice, '/sign-in', {
      method: 'POST',
      headers: {
        traceparent: own.traceparent,
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: origin,
        Cookie: cookie,
      },
      body: new URLSearchParams({
        csrf: decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)),
        email: 'nobody@example.com',
        password: 'not-the-password',
      }).toString(),
    });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    const inTrace = (where: (span: ReceivedSpan) => boolean) =>
      received.filter((span) => span.traceId === own.traceId && where(span));
    const [backofficeServer] = await eventually('the back office server span', () => {
      const spans = inTrace((s) => s.service === 'clubshop-backoffice' && s.kind === SERVER);
      return spans.length > 0 ? spans : undefined;
    });
    expect(backofficeServer?.parentSpanId).toBe(own.spanId);
    expect(backofficeServer?.name).toBe('POST /sign-in');
    const apiServer = await eventually('the API server span of the sign-in', () => {
      const clients = new Set(
        inTrace((s) => s.service === 'clubshop-backoffice' && s.kind === CLIENT).map((s) => s.spanId),
      );
      const spans = inTrace(
        (s) => s.service === 'clubshop-api' && s.kind === SERVER && clients.has(s.parentSpanId ?? ''),
      );
      return spans.length > 0 ? spans : undefined;
    });
    expect(apiServer[0]?.name).toMatch(/^POST \/admin\/api\/auth\//);
  });
});
