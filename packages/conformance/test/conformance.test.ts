/**
 * The conformance kit against the reference commerce API (it must pass, every call covered) and
 * against deliberately broken backends: proxies in front of the reference API that alter one
 * answer each (a field of the wrong type, settings per page, and one behaviour mistake each: an
 * add to basket that adds nothing, a summary quantity 0, prices in another currency, a search
 * ignoring its term, `/` resolving to nothing, an orphan category, an empty dictionary). Each
 * must fail, naming the check. All are real HTTP servers on loopback ports
 * (CONFORMANCE_TEST_PORT, default 4812, and the next two; the behaviour fixtures on free ports).
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { contractOperations } from '@clubshop/api-sdk/openapi';
import { startTestServer, type TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConformanceOptions, formatReport, mailHookFrom, runConformance } from '../src/index.ts';

const port = Number(process.env.CONFORMANCE_TEST_PORT ?? 4812);
let api: TestApi & { baseUrl: string };
let siteUrl: string;
let broken: Server;
const brokenUrl = `http://127.0.0.1:${port + 1}`;
let pageSettings: Server;
const pageSettingsUrl = `http://127.0.0.1:${port + 2}`;

/**
 * A backend that answers like the reference API but sends the basket's total as text
 * (`"12.50"`), as a hand-written backend might: forwards every request, corrupts one field.
 */
function startBrokenFixture(target: string): Promise<Server> {
  return startFixture(target, port + 1, (request, body) => {
    if (request.method === 'GET' && /^\/api\/baskets\/[^/?]+(\?|$)/.test(request.url ?? '')) {
      body.summary.totals.total.amount = String(body.summary.totals.total.amount);
    }
  });
}

/**
 * A backend that answers like the reference API but names the site after the page it is asked
 * about (the settings of `/` and of any other page differ), as a backend keyed by whole URLs
 * might: valid answers, but not the one-per-origin settings the storefront loads once.
 */
function startPageSettingsFixture(target: string): Promise<Server> {
  return startFixture(target, port + 2, (request, body) => {
    const asked = /^\/api\/settings\?url=([^&]+)/.exec(request.url ?? '')?.[1];
    if (asked && new URL(decodeURIComponent(asked)).pathname !== '/') {
      body.views.clubSettings.theme.siteName = `${body.views.clubSettings.theme.siteName} (another page)`;
    }
  });
}

/** How a fixture alters one exchange: the request it forwards, or the JSON answer it passes on. */
interface FixtureChange {
  /** The request to forward instead (another method, URL or body), or undefined to forward it as it is. */
  rewrite?: (
    request: IncomingMessage,
    body: Buffer,
  ) => { method?: string; url?: string; body?: Buffer | undefined } | undefined;
  /** Alters a successful JSON answer in place. */
  // biome-ignore lint/suspicious/noExplicitAny: the answer's JSON, altered in place.
  answer?: (request: IncomingMessage, body: any) => void;
}

/** Forwards every request to `target`, letting `change` alter a successful JSON answer. */
function startFixture(
  target: string,
  fixturePort: number,
  // biome-ignore lint/suspicious/noExplicitAny: the answer's JSON, altered in place.
  change: ((request: IncomingMessage, body: any) => void) | FixtureChange,
): Promise<Server> {
  const { rewrite, answer: alter } =
    typeof change === 'function' ? { rewrite: undefined, answer: change } : change;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers.set(name, value);
    }
    const sent = Buffer.concat(chunks);
    const instead = rewrite?.(request, sent);
    const method = instead?.method ?? request.method ?? 'GET';
    const body = instead ? instead.body : chunks.length > 0 ? sent : undefined;
    const answer = await fetch(`${target}${instead?.url ?? request.url}`, {
      method,
      headers,
      ...(body && method !== 'GET' ? { body: new Uint8Array(body) } : {}),
    });
    let text = await answer.text();
    if (answer.ok && (answer.headers.get('content-type') ?? '').includes('json')) {
      const json = JSON.parse(text);
      alter?.(request, json);
      text = JSON.stringify(json);
    }
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    response.end(text);
  });
  return new Promise((resolve) => server.listen(fixturePort, '127.0.0.1', () => resolve(server)));
}

/**
 * The CLI from source, as a backend team runs the built one. Asynchronous: the API answers from
 * this process, so a blocking spawn would wait for itself.
 */
function cli(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const script = new URL('../src/cli.ts', import.meta.url).pathname;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=@clubshop/source', '--import', 'tsx', script, ...args],
      { encoding: 'utf8', timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? null : 0;
        resolve({ status: code, stdout, stderr });
      },
    );
  });
}

/** Pays on the reference API's test payment page, as the shopper's "Approve" button does. */
async function approve(paymentUrl: string): Promise<void> {
  const answer = await fetch(`${paymentUrl}/approve`, { method: 'POST', redirect: 'manual' });
  if (answer.status !== 303) throw new Error(`approving answered ${answer.status}`);
}

/** A JSON answer path of the reference API (`/api/baskets/x`), without its query. */
const pathOf = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://fixture').pathname;

/** Sets the currency of every money object of a JSON answer. */
// biome-ignore lint/suspicious/noExplicitAny: any JSON.
function recurrency(body: any, currency: string): void {
  if (body === null || typeof body !== 'object') return;
  if (typeof body.amount === 'number' && typeof body.currency === 'string') body.currency = currency;
  for (const value of Object.values(body)) recurrency(value, currency);
}

/**
 * One behaviour mistake each, as a hand-written backend made them: the kit must fail each
 * backend with the named check.
 */
const behaviourMistakes: Array<{ name: string; change: FixtureChange; failed: string }> = [
  {
    name: 'an add to basket that answers success but adds nothing',
    change: {
      rewrite: (request) =>
        request.method === 'POST' && /^\/api\/baskets\/[^/]+$/.test(pathOf(request))
          ? { method: 'GET', body: undefined }
          : undefined,
    },
    failed: 'the line added is in the basket read back',
  },
  {
    name: 'a summary quantity 0 while the basket has lines',
    change: {
      answer: (request, body) => {
        if (!pathOf(request).startsWith('/api/baskets/')) return;
        if (typeof body.summary?.quantity === 'number') body.summary.quantity = 0;
        if (typeof body.quantity === 'number') body.quantity = 0;
      },
    },
    failed: 'quantities and totals agree (line totals, summary quantity, sub-total, total)',
  },
  {
    name: "prices in another currency than the site's (EUR on a GBP site)",
    change: {
      answer: (request, body) => pathOf(request).startsWith('/api/products') && recurrency(body, 'EUR'),
    },
    failed: "money is in the site's currency",
  },
  {
    name: 'a search that ignores its Term',
    change: {
      rewrite: (request, body) => {
        if (pathOf(request) !== '/api/products/search') return undefined;
        const url = new URL(request.url ?? '/', 'http://fixture');
        url.searchParams.delete('Term');
        const posted = body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined;
        if (posted) delete posted.Term;
        return {
          url: `${url.pathname}${url.search}`,
          body: posted ? Buffer.from(JSON.stringify(posted)) : undefined,
        };
      },
    },
    failed: 'a Term narrows the search and finds the product it names',
  },
  {
    name: '`/api/content?url=/` answering no route',
    change: {
      answer: (request, body) => {
        const url = new URL(request.url ?? '/', 'http://fixture');
        if (url.pathname === '/api/content' && url.searchParams.get('url') === '/') {
          body.route = null;
          body.meta.status = 404;
        }
      },
    },
    failed: '`/` resolves to a page (a route, meta.status 200)',
  },
  {
    name: 'a category whose parentId is not in the list',
    change: {
      answer: (request, body) => {
        if (pathOf(request) === '/api/categories' && Array.isArray(body) && body.length > 1)
          body[body.length - 1].parentId = 'conformance-orphan-parent';
      },
    },
    failed: 'the categories form one tree (every parentId is in the list)',
  },
  {
    name: 'an empty dictionary',
    change: {
      answer: (request, body) => {
        if (pathOf(request) === '/api/dictionary/dictionariesbyculture')
          body.views.dictionaryItemsByCulture.dictionaryItems = [];
      },
    },
    failed: 'holds a text for every key the storefront shows (STOREFRONT_TEXTS of @clubshop/i18n)',
  },
];

/** Starts a fixture on a free loopback port; resolves its base URL. */
async function startFreeFixture(change: FixtureChange | ((request: IncomingMessage, body: unknown) => void)) {
  const server = await startFixture(api.baseUrl, 0, change);
  fixtures.push(server);
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
const fixtures: Server[] = [];

beforeAll(async () => {
  api = await startTestServer({ port });
  const site = api.sites.find((candidate) => candidate.club === 'northbridge' && candidate.country === 'gb');
  siteUrl = site?.url ?? `${api.baseUrl}/`;
  broken = await startBrokenFixture(api.baseUrl);
  pageSettings = await startPageSettingsFixture(api.baseUrl);
});
afterAll(async () => {
  await new Promise((resolve) => broken?.close(resolve));
  await new Promise((resolve) => pageSettings?.close(resolve));
  for (const fixture of fixtures) await new Promise((resolve) => fixture.close(resolve));
  await api?.close();
});

describe('the reference API', () => {
  it('conforms with every call of the contract checked: an account registered through the mail hook, an order paid, a voucher', async () => {
    const options: ConformanceOptions = {
      apiBaseUrl: api.baseUrl,
      siteUrl,
      mail: mailHookFrom(`${api.baseUrl}/api/dev/mails?to={email}`),
      pay: approve,
      voucher: 'WELCOME10',
    };
    const report = await runConformance(options);
    expect(
      report.results.filter((result) => result.status !== 'pass'),
      formatReport(report),
    ).toEqual([]);
    expect(report.ok).toBe(true);
    const passedCalls = new Set(report.results.map((result) => result.call));
    expect([...passedCalls].sort()).toEqual(
      contractOperations.map((operation) => `${operation.method} ${operation.path}`).sort(),
    );
    const checks = report.results.map((result) => result.check);
    expect(checks).toEqual(
      expect.arrayContaining([
        '401 for an invalid token (the client refreshes once on it)',
        'the basket keeps its token across changes',
        'answers the checkout with fresh shipping methods',
        '404 for an unknown token',
        'a missing zipCode is a 400 naming it',
        'the line added is in the basket read back',
        'the voucher is on the checkout and lowers the total',
        "the receipt holds the basket's lines and total",
        'holds the order this run paid for',
        'the new password logs in',
        'after logout the refresh token is refused',
      ]),
    );
  });

  it('without an account or hooks, conforms and says what each check not run needs', async () => {
    const report = await runConformance({ apiBaseUrl: api.baseUrl, siteUrl });
    expect(
      report.results.filter((result) => result.status === 'fail'),
      formatReport(report),
    ).toEqual([]);
    const skipped = report.results.filter((result) => result.status === 'skip');
    expect(skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          call: 'POST /api/users/register',
          detail: expect.stringContaining('--mail-hook'),
        }),
        expect.objectContaining({
          call: 'GET /api/baskets/{token}/receipt',
          detail: expect.stringContaining('--pay-hook'),
        }),
        expect.objectContaining({
          call: 'DELETE /api/checkout/{token}/voucher',
          detail: expect.stringContaining('--voucher'),
        }),
      ]),
    );
    for (const result of skipped) expect(result.detail).toBeTruthy();
  });

  it('takes a base URL per host: every catalog call goes to the catalog host', async () => {
    const seen: string[] = [];
    const catalog = await startFreeFixture((request) => {
      seen.push(pathOf(request));
    });
    const report = await runConformance({ apiBaseUrl: api.baseUrl, hosts: { catalog }, siteUrl });
    expect(report.ok, formatReport(report)).toBe(true);
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.filter((path) => !/^\/api\/(categories|products)(\/|$)/.test(path))).toEqual([]);
  });

  it('the CLI with an account, a mail hook URL and a pay hook command says so and exits 0', async () => {
    const email = `conformance-cli-${Date.now()}@example.com`;
    const registered = await fetch(`${api.baseUrl}/api/users/register`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        StoreId: api.sites.find((site) => site.url === siteUrl)?.storeId ?? '',
      },
      body: JSON.stringify({ email, password: 'Conformance-cli-1', firstName: 'Cli', lastName: 'Test' }),
    });
    expect(registered.status).toBe(201);
    const pay = `${JSON.stringify(process.execPath)} -e "fetch(process.env.CONFORMANCE_PAYMENT_URL + '/approve', { method: 'POST', redirect: 'manual' }).then((r) => process.exit(r.status === 303 ? 0 : 1))"`;
    const run = await cli(
      api.baseUrl,
      '--site',
      siteUrl,
      '--account',
      `${email}:Conformance-cli-1`,
      '--mail-hook',
      `${api.baseUrl}/api/dev/mails?to={email}`,
      '--pay-hook',
      pay,
      '--voucher',
      'WELCOME10',
    );
    expect(run.stdout, run.stderr).toContain('CONFORMS');
    expect(run.stdout).toMatch(/PASS GET \/api\/users\/me\/orders \[200\] holds the order this run paid for/);
    expect(run.status).toBe(0);
  });
});

describe('a backend with one behaviour mistake', () => {
  it.each(behaviourMistakes)('fails: $name', async ({ change, failed }) => {
    const url = await startFreeFixture(change);
    const report = await runConformance({ apiBaseUrl: url, siteUrl });
    expect(report.ok, formatReport(report)).toBe(false);
    const failure = report.results.find((result) => result.status === 'fail' && result.check === failed);
    expect(failure, formatReport(report)).toBeDefined();
    // It says what was sent and what came back.
    expect(failure?.request?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\//);
    expect(failure?.received).toBeDefined();
  });

  it('a settings call that fails: the report names every check it did not run', async () => {
    const url = await startFreeFixture({
      rewrite: (request) =>
        pathOf(request) === '/api/settings' ? { url: '/api/no-such-endpoint' } : undefined,
    });
    const report = await runConformance({ apiBaseUrl: url, siteUrl });
    expect(report.ok).toBe(false);
    expect(report.results.filter((result) => result.status === 'fail')).toHaveLength(1);
    const notRun = report.results.filter((result) => result.status === 'skip');
    for (const operation of contractOperations.filter((candidate) => candidate.operationId !== 'getSettings'))
      expect(notRun.map((result) => result.call)).toContain(`${operation.method} ${operation.path}`);
    expect(notRun).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          call: 'GET /api/baskets/{token}',
          check: 'the line added is in the basket read back',
          detail: expect.stringContaining('the settings call failed'),
        }),
      ]),
    );
    expect(notRun.length).toBeGreaterThan(60);
    expect(formatReport(report)).toMatch(/0 passed, 1 failed, \d+ skipped: DOES NOT CONFORM/);
  });
});

describe('a broken backend', () => {
  it('fails, naming the call and the first mismatching field, the request and the value received', async () => {
    const report = await runConformance({ apiBaseUrl: brokenUrl, siteUrl });
    expect(report.ok).toBe(false);
    const failed = report.results.filter((result) => result.status === 'fail');
    expect(failed).toEqual([
      expect.objectContaining({
        call: 'GET /api/baskets/{token}',
        check: 'answer matches the contract',
        path: 'summary.totals.total.amount',
        request: expect.objectContaining({
          method: 'GET',
          url: expect.stringMatching(/\/api\/baskets\/[^/]+$/),
        }),
        received: expect.stringMatching(/^\d+(\.\d+)?$/),
      }),
    ]);
  });

  it("fails when another page's settings differ from the site's", async () => {
    const report = await runConformance({ apiBaseUrl: pageSettingsUrl, siteUrl });
    expect(report.ok).toBe(false);
    expect(report.results.filter((result) => result.status === 'fail')).toEqual([
      expect.objectContaining({
        call: 'GET /api/settings',
        check: "another page's URL of the same origin gives the same settings",
      }),
    ]);
  });

  it('the CLI prints the field path, the request and the value, and exits 1', async () => {
    const run = await cli(brokenUrl, '--site', siteUrl);
    expect(run.stdout).toMatch(
      /FAIL GET \/api\/baskets\/\{token\} \[200\] answer matches the contract at summary\.totals\.total\.amount/,
    );
    expect(run.stdout).toMatch(/sent: {5}GET http:\/\/127\.0\.0\.1:\d+\/api\/baskets\//);
    expect(run.stdout).toMatch(/received: "\d/);
    expect(run.stdout).toContain('DOES NOT CONFORM');
    expect(run.status).toBe(1);
  });

  it('the CLI refuses wrong usage with exit 2', async () => {
    expect((await cli('localhost:4000')).status).toBe(2);
    expect(
      (await cli('http://localhost:4000', '--site', 'http://localhost:5173/', '--account', 'no-password'))
        .status,
    ).toBe(2);
    expect((await cli('--site', 'http://localhost:5173/', '--content', 'http://localhost:4000')).status).toBe(
      2,
    );
  });
});
