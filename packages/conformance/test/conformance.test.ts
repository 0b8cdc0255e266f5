/**
 * The conformance kit against the reference commerce API (it must pass) and against a deliberately
 * broken fixture API (it must fail and name the field). All are real HTTP servers on loopback
 * ports (CONFORMANCE_TEST_PORT, default 4812, and the next two for the fixtures).
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { startTestServer, type TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, runConformance } from '../src/index.ts';

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

/** Forwards every request to `target`, letting `change` alter a successful JSON answer. */
function startFixture(
  target: string,
  fixturePort: number,
  // biome-ignore lint/suspicious/noExplicitAny: the answer's JSON, altered in place.
  change: (request: IncomingMessage, body: any) => void,
): Promise<Server> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers.set(name, value);
    }
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method ?? 'GET',
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    let text = await answer.text();
    if (answer.ok && (answer.headers.get('content-type') ?? '').includes('json')) {
      const body = JSON.parse(text);
      change(request, body);
      text = JSON.stringify(body);
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
  await api?.close();
});

describe('the reference API', () => {
  it('conforms: every check passes', async () => {
    const report = await runConformance({ apiBaseUrl: api.baseUrl, siteUrl });
    const failed = report.results.filter((result) => result.status === 'fail');
    expect(failed, formatReport(report)).toEqual([]);
    expect(report.ok).toBe(true);
    const passedCalls = new Set(report.results.filter((r) => r.status === 'pass').map((r) => r.call));
    expect(passedCalls.size).toBeGreaterThanOrEqual(28);
    const checks = report.results.map((result) => result.check);
    expect(checks).toEqual(
      expect.arrayContaining([
        '401 for an invalid token (the client refreshes once on it)',
        'the basket keeps its token across changes',
        'answers the checkout with fresh shipping methods',
        '404 for an unknown token',
        'a missing zipCode is a 400 naming it',
      ]),
    );
  });

  it('the CLI says so and exits 0', async () => {
    const run = await cli(api.baseUrl, '--site', siteUrl);
    expect(run.stdout, run.stderr).toContain('CONFORMS');
    expect(run.status).toBe(0);
  });
});

describe('a broken backend', () => {
  it('fails, naming the call and the first mismatching field', async () => {
    const report = await runConformance({ apiBaseUrl: brokenUrl, siteUrl });
    expect(report.ok).toBe(false);
    const failed = report.results.filter((result) => result.status === 'fail');
    expect(failed).toEqual([
      expect.objectContaining({
        call: 'GET /api/baskets/{token}',
        check: 'answer matches the contract',
        path: 'summary.totals.total.amount',
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

  it('the CLI prints the field path and exits 1', async () => {
    const run = await cli(brokenUrl, '--site', siteUrl);
    expect(run.stdout).toMatch(
      /FAIL GET \/api\/baskets\/\{token\} \[200\] answer matches the contract at summary\.totals\.total\.amount/,
    );
    expect(run.stdout).toContain('DOES NOT CONFORM');
    expect(run.status).toBe(1);
  });

  it('the CLI refuses wrong usage with exit 2', async () => {
    expect((await cli('localhost:4000')).status).toBe(2);
  });
});
