// @vitest-environment node
/**
 * The storefront server's request log (server/request-log.ts), in front of the real commerce API:
 * one pino JSON line per request in the API's format, no query string in it, the request's id
 * sent to the API on every call made for the page and for forwarded calls, and a failure as one
 * line with the stack as a field.
 */

import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { createStorefrontServer } from '../server/app.ts';
import { developmentAssets } from '../server/client-assets.ts';
import { createServerLogger } from '../server/request-log.ts';
import { renderPage, renderSiteFile } from '../src/entry-server.tsx';
import { inProcessApi } from './support/in-process-api.ts';

const api = inProcessApi();
const shop = 'http://northbridge-gb.localhost:5173';

/** A storefront whose log lines and API calls are recorded. */
function recordedStorefront(render = renderPage) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const apiCalls: Request[] = [];
  const server = createStorefrontServer({
    render,
    renderSiteFile,
    assets: developmentAssets,
    apiUrl: api.origin,
    apiFetch: (input, init) => {
      const request = new Request(input, init);
      apiCalls.push(request);
      return api.fetch(request);
    },
    trustedProxies: 1,
    requestLogger: createServerLogger('info', sink),
  });
  return { server, lines, apiCalls };
}

test("one line per request in the API's format; the id follows the page to each of its API calls", async () => {
  const { server, lines, apiCalls } = recordedStorefront();
  const page = await server.fetch(
    new Request(`${shop}/search-page/?q=shirt&email=someone%40example.com`, {
      headers: { 'X-Request-Id': 'probe-1234' },
    }),
  );
  expect(page.status).toBe(200);
  expect(page.headers.get('x-request-id')).toBe('probe-1234');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const requestLines = lines.filter((line) => line.msg === 'request');
  expect(requestLines).toHaveLength(1);
  expect(requestLines[0]).toMatchObject({
    level: 30,
    service: 'storefront',
    reqId: 'probe-1234',
    method: 'GET',
    path: '/search-page/',
    status: 200,
  });
  expect(typeof requestLines[0]?.ms).toBe('number');
  expect(JSON.stringify(lines)).not.toContain('example.com');
  expect(apiCalls.length).toBeGreaterThan(1);
  for (const call of apiCalls) expect(call.headers.get('x-request-id'), call.url).toBe('probe-1234');

  // A forwarded call too, with a new id when the browser sent none (or an insane one).
  apiCalls.length = 0;
  const forwarded = await server.fetch(
    new Request(`${shop}/api/settings?url=${encodeURIComponent(`${shop}/`)}`, {
      headers: { 'X-Request-Id': 'not sane\u0001' },
    }),
  );
  const id = forwarded.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(apiCalls.map((call) => call.headers.get('x-request-id'))).toEqual([id]);
});

test('a failure is one line with the stack as a field, and a long path segment is cut', async () => {
  const { server, lines } = recordedStorefront(async () => {
    throw new Error('the render broke');
  });
  const response = await server.fetch(new Request(`${shop}/men/0123456789abcdef0123456789abcdef/`));
  expect(response.status).toBe(500);
  expect(response.headers.get('cache-control')).toBe('no-store');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const failures = lines.filter((line) => line.level === 50);
  expect(failures).toHaveLength(1);
  expect(failures[0]).toMatchObject({ err: { message: 'the render broke' } });
  const err = failures[0]?.err as { stack?: string } | undefined;
  expect(String(err?.stack)).toContain('request-log.test.ts');
  const [line] = lines.filter((entry) => entry.msg === 'request');
  expect(line).toMatchObject({ status: 500, path: '/men/0123…/' });
});
