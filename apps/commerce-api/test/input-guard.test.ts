/**
 * Property tests of the input guard over every route of the app (`api.routes`): generated bad
 * text (NUL, lone surrogates, malformed percent-encoding, bytes that are not UTF-8) in the path,
 * the query, a header or the body is a 400 naming where it is, never a 5xx, and nothing is
 * written (every table's contents hash the same before and after). A second property sends odd
 * but valid Unicode to every GET route: never a 5xx.
 */
import { errorResponseSchema } from '@clubshop/api-sdk/contract';
import { createTestApi } from '@clubshop/commerce-api/testing';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database.ts';
import { checkedHeaders } from '../src/http/input-guard.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { expectContract } from './contract.ts';

const api = openForFile(() => createTestApi());

/** A hash of every table's rows: equal before and after means nothing was written. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const tables = await queryRows<{ tablename: string }>(
    api.database.db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await queryRows<{ rows: number; hash: string | null }>(
      api.database.db,
      sql.raw(
        `select count(*)::int as rows, md5(string_agg(t::text, ',' order by t::text)) as hash from "${tablename}" t`,
      ),
    );
    fingerprint[tablename] = `${row?.rows}:${row?.hash}`;
  }
  return fingerprint;
}

/** Text with one bad character (NUL, a lone high or low surrogate) somewhere in it. */
const badText = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\udbff'),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Percent-encodes text the way a careless client would: a lone surrogate as its CESU-8 bytes. */
function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

/** A URL component that must be refused: bad text percent-encoded, or malformed encoding. */
const badComponent = fc.oneof(
  badText.map(percentEncode),
  fc.constantFrom('%', '%2', '%zz', '%G1', '%FF', '%C3%28', '%E2%82', '%C0%AF', '%ED%A0%80', 'a%00b'),
);

/** A header value that must be refused: control characters, or bytes that are not UTF-8. */
const badHeaderValue = fc.constantFrom(
  'a\u0001b',
  'x\u007f',
  '\u001b[31m',
  '\u00ff',
  'caf\u00c3\u0028',
  '\u00ed\u00a0\u0080',
);

/** A JSON body with bad text in a string or a key, somewhere down its structure. */
const badJsonBody = fc
  .tuple(
    fc.constantFrom(
      'email',
      'password',
      'firstName',
      'city',
      'street',
      'comment',
      'name',
      'token',
      'productId',
    ),
    badText,
    fc.constantFrom('value', 'key', 'nested'),
  )
  .map(([field, bad, where]) => {
    if (where === 'key') return JSON.stringify({ [bad]: 'x' });
    if (where === 'nested') return JSON.stringify({ lines: [{ quantity: 1, addOns: [{ [field]: bad }] }] });
    return JSON.stringify({ email: 'fan@example.com', [field]: bad });
  });

/** Body bytes that are not UTF-8, or hold a raw NUL. */
const badBodyBytes = fc.constantFrom(
  [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d],
  [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d],
  [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0x00, 0x22, 0x7d],
  [0xc0, 0xaf],
);

type Place = 'path' | 'query' | 'header' | 'body';

/** Fills a route's `:params` with `value` at `index` and a harmless id elsewhere. */
function fillPath(path: string, index: number, value: string): string {
  let seen = -1;
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => (++seen === index ? value : 'abc123'));
}

describe('input guard', () => {
  it('lists the routes it fuzzes', () => {
    expect(api.routes.length).toBeGreaterThan(40);
  });

  it('answers bad text anywhere in a request of any route with a 400 naming where, and writes nothing', async () => {
    const before = await databaseFingerprint();
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: api.routes.length - 1 }),
        fc.constantFrom<Place>('path', 'query', 'header', 'body'),
        badComponent,
        fc.constantFrom(...checkedHeaders),
        badHeaderValue,
        fc.oneof(
          badJsonBody,
          badBodyBytes.map((bytes) => new Uint8Array(bytes)),
        ),
        async (routeIndex, chosen, component, headerName, headerValue, body) => {
          const route = api.routes[routeIndex] as { method: string; path: string };
          const params = route.path.match(/:[A-Za-z]+/g)?.length ?? 0;
          // A route without path parameters gets its bad component in the query instead;
          // GET routes take no body, so a body goes to the query as well.
          const place: Place =
            (chosen === 'path' && params === 0) || (chosen === 'body' && route.method === 'GET')
              ? 'query'
              : chosen;
          const pathIndex = place === 'path' ? (routeIndex + component.length) % params : -1;
          let url = fillPath(route.path, pathIndex, component);
          if (place === 'query') url += `?url=%2F&${routeIndex % 2 === 0 ? 'q' : component}=${component}`;
          const headers: Record<string, string> = { 'Content-Type': 'application/json' };
          if (place === 'header') headers[headerName] = headerValue;
          const init: RequestInit = { method: route.method, headers };
          if (route.method !== 'GET' && route.method !== 'HEAD') {
            init.body = place === 'body' ? body : JSON.stringify({ ok: true });
          }
          const response = await api.fetch(url, init);
          const answer = expectContract(errorResponseSchema, await response.json());
          seen.add(`${route.method} ${route.path}`);
          expect(response.status, `${route.method} ${url} (${place})`).toBe(400);
          expect(answer.errors[0]?.field, `${route.method} ${url} (${place})`).toBeTruthy();
        },
      ),
      { numRuns: 800, seed: 15 },
    );
    // Most routes were hit (800 runs over ~50 routes); nothing was written by any request.
    expect(seen.size).toBeGreaterThan(api.routes.length * 0.9);
    expect(await databaseFingerprint()).toEqual(before);
  }, 120_000);

  it('never answers 5xx to odd but valid Unicode in the path or query of a GET route', async () => {
    const getRoutes = api.routes.filter((route) => route.method === 'GET');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...getRoutes),
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.boolean(),
        async (route, text, inPath) => {
          const params = route.path.match(/:[A-Za-z]+/g)?.length ?? 0;
          const component = encodeURIComponent(text === '' ? 'x' : text);
          let url = fillPath(route.path, inPath && params > 0 ? 0 : -1, component);
          url += `?url=${component}&zipCode=${component}&q=${component}&width=${component}`;
          const response = await api.fetch(url);
          expect(response.status, `GET ${url}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300, seed: 15 },
    );
  }, 120_000);

  it('answers bad text encoded twice as not found or 400, never 5xx (a route that decodes once more)', async () => {
    // Issue 24: `/api/content?url=/men%2500/` passed the guard (it decodes once: `%00` is text)
    // and the content route decoded the path again, sending a NUL to PostgreSQL: a 500.
    for (const url of ['/men%2500/', '%2Fmen%2500', '/a%25ED%25A0%2580/', '/%25F0%259F%2598%2580%2500']) {
      // The content route answers a path that names no page 200 with `meta.status` 404.
      const response = await api.fetch(`/api/content?url=${url}`);
      const status =
        response.status === 200
          ? ((await response.json()) as { meta: { status: number } }).meta.status
          : response.status;
      expect([400, 404], `GET /api/content?url=${url}`).toContain(status);
    }
    const getRoutes = api.routes.filter((route) => route.method === 'GET');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...getRoutes), badText, fc.boolean(), async (route, text, inPath) => {
        const params = route.path.match(/:[A-Za-z]+/g)?.length ?? 0;
        const twice = encodeURIComponent(percentEncode(text));
        let url = fillPath(route.path, inPath && params > 0 ? 0 : -1, twice);
        url += `?url=${twice}&zipCode=${twice}&q=${twice}&width=${twice}`;
        const response = await api.fetch(url);
        expect(response.status, `GET ${url}`).toBeLessThan(500);
      }),
      { numRuns: 200, seed: 24 },
    );
  }, 120_000);

  it('names the field of bad JSON text by its dotted path', async () => {
    const response = await api.fetch('/api/baskets/abc/lines', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"lines":[{"id":"a","quantity":1},{"id":"b\\u0000","quantity":2}]}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      errors: [{ field: 'lines.1.id', code: 'Api.Error.InvalidText', params: { field: 'lines.1.id' } }],
    });
    const address = await api.fetch('/api/checkout/abc/billingaddress', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"city":"a\\ud800"}',
    });
    expect(await address.json()).toMatchObject({ errors: [{ field: 'city' }] });
    const deep = await api.fetch('/api/baskets/abc/lines', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`,
    });
    expect(deep.status).toBe(400);
  });
});
