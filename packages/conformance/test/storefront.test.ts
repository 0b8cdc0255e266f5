/**
 * The kit's `--storefront` mode, for real: the storefront's production build (apps/storefront/dist,
 * built here when missing), served by the kit in front of the real reference commerce API, driven
 * in Debian's Chromium through the purchase. It passes on the reference API; in front of a proxy
 * whose add to basket answers success but adds nothing, it fails at that step with a screenshot
 * and the call behind it. Ports: CONFORMANCE_STOREFRONT_PORT (default 4840) and the next three.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatStorefrontReport, runStorefrontJourney, STOREFRONT_STEPS } from '../src/index.ts';

const port = Number(process.env.CONFORMANCE_STOREFRONT_PORT ?? 4840);
const storefrontApp = join(import.meta.dirname, '..', '..', '..', 'apps', 'storefront');
const build = process.env.CONFORMANCE_STOREFRONT_BUILD ?? join(storefrontApp, 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const screenshots = mkdtempSync(join(tmpdir(), 'conformance-storefront-'));
let api: TestApi & { baseUrl: string };
let proxy: Server;
const account = { email: `conformance-storefront-${Date.now()}@example.com`, password: 'Conformance-sf-1' };

/** The storefront's production build, as its `build` script makes it (when the build step has not). */
function buildStorefront(): void {
  const vite = join(storefrontApp, 'node_modules', 'vite', 'bin', 'vite.js');
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync(process.execPath, [vite, 'build', '--outDir', join(build, 'client')], {
    cwd: storefrontApp,
    env,
  });
  execFileSync(
    process.execPath,
    [vite, 'build', '--ssr', 'server/main.ts', '--outDir', join(build, 'server')],
    {
      cwd: storefrontApp,
      env,
    },
  );
}

/**
 * A backend with one behaviour mistake, as a hand-written one made it: in front of the reference
 * API, it answers an add to basket (`POST /api/baskets/{token}`) with the basket as it was (a GET),
 * status 200, the line not added. Everything else is forwarded as it is.
 */
function startAddsNothingProxy(target: string, proxyPort: number): Promise<Server> {
  const to = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const addsToBasket = incoming.method === 'POST' && /^\/api\/baskets\/[^/?]+(\?|$)/.test(path);
    const headers = { ...incoming.headers, host: to.host };
    if (addsToBasket) {
      delete headers['content-length'];
      delete headers['content-type'];
    }
    const forwarded = httpRequest(
      { hostname: to.hostname, port: to.port, path, method: addsToBasket ? 'GET' : incoming.method, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    if (addsToBasket) {
      incoming.resume();
      forwarded.end();
    } else incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(proxyPort, '127.0.0.1', () => resolve(server)));
}

/** The CLI from source, as a club team runs the built one (asynchronous: the API answers from this process). */
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
  if (!existsSync(join(build, 'server', 'server.js'))) buildStorefront();
  // The storefront server is the one proxy in front of the API (the kit's forwarder passes its
  // X-Forwarded-* on): the API's links (pictures, the payment page) are under the shop's origin.
  api = await startTestServer({ port, config: { trustProxy: 1 } });
  const site = api.sites.find((candidate) => candidate.club === 'northbridge' && candidate.country === 'gb');
  const registered = await fetch(`${api.baseUrl}/api/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', StoreId: site?.storeId ?? '' },
    body: JSON.stringify({ ...account, firstName: 'Store', lastName: 'Front' }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  proxy = await startAddsNothingProxy(api.baseUrl, port + 2);
  // Building the storefront (when the build step has not) takes a minute on a busy machine.
}, 600_000);
afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await api?.close();
  rmSync(screenshots, { recursive: true, force: true });
});

describe.skipIf(!existsSync(chromiumPath) && !process.env.CI)('the --storefront mode', () => {
  it('passes on the reference API: home, category, product, add, basket, checkout to the payment page, login', async () => {
    const report = await runStorefrontJourney({
      storefront: build,
      siteUrl: `http://northbridge-gb.localhost:${port + 1}/`,
      apiBaseUrl: api.baseUrl,
      account,
      chromiumPath,
      screenshotDir: screenshots,
    });
    expect(report.steps, formatStorefrontReport(report)).toEqual(
      STOREFRONT_STEPS.map((step) => expect.objectContaining({ step, status: 'pass' })),
    );
    expect(report.ok).toBe(true);
    console.info(formatStorefrontReport(report));
    // It got as far as the payment page (the reference API's test page, under the shop's origin).
    const payment = report.steps.find((step) => step.step === 'checkout to the payment page');
    expect(payment?.page).toMatch(/\/payment\//);
  }, 240_000);

  it('fails on a backend whose add to basket adds nothing: the step, a screenshot, the call and the value received', async () => {
    const report = await runStorefrontJourney({
      storefront: build,
      siteUrl: `http://northbridge-gb.localhost:${port + 3}/`,
      apiBaseUrl: `http://127.0.0.1:${port + 2}`,
      account,
      chromiumPath,
      screenshotDir: screenshots,
    });
    const text = formatStorefrontReport(report);
    expect(report.ok, text).toBe(false);
    const failed = report.steps.filter((step) => step.status === 'fail');
    expect(failed, text).toEqual([
      expect.objectContaining({
        step: 'add to basket',
        detail: expect.stringContaining('the line was not added'),
        screenshot: expect.stringMatching(/add-to-basket\.png$/),
        call: expect.objectContaining({
          method: 'POST',
          url: expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:${port + 2}/api/baskets/[^/]+$`)),
          status: 200,
          call: 'POST /api/baskets/{token}',
          seenBy: 'storefront server',
          received: expect.anything(),
        }),
      }),
    ]);
    // A real PNG.
    const png = readFileSync(failed[0]?.screenshot ?? '');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The steps after it say they did not run.
    expect(report.steps.slice(-3)).toEqual([
      expect.objectContaining({
        step: 'basket',
        status: 'skip',
        detail: expect.stringContaining('add to basket'),
      }),
      expect.objectContaining({ step: 'checkout to the payment page', status: 'skip' }),
      expect.objectContaining({ step: 'login', status: 'skip' }),
    ]);
    expect(text).toMatch(
      /FAIL storefront: add to basket \(\d+\.\d s\): .*\n {7}page: .*\n {7}screenshot: .*add-to-basket\.png/,
    );
    expect(text).toMatch(/call: {7}POST http:\/\/127\.0\.0\.1:\d+\/api\/baskets\/\S+ \[200\]/);
    expect(text).toContain('THE STOREFRONT FAILS');
  }, 240_000);

  it('the CLI refuses --storefront-only without --storefront (exit 2)', async () => {
    const run = await cli(
      api.baseUrl,
      '--site',
      `http://northbridge-gb.localhost:${port + 1}/`,
      '--storefront-only',
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--storefront-only needs --storefront');
  });
});
