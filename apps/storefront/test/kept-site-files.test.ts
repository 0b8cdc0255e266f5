// @vitest-environment node
/**
 * server/kept-site-files.ts: a site's translations and settings of the current version are
 * answered once, then from memory, encoded as the browser asks; an answer of another version, a
 * failure or another site is never taken for a kept one. The second part runs the storefront
 * server over the real commerce API in process and counts the renders.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { createKeptSiteFiles } from '../server/kept-site-files.ts';
import { renderSiteFile, type SiteFileRequest } from '../src/entry-server.tsx';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const dictionary = new URL('http://northbridge-gb.localhost:5173/_dictionary/en.json?v=abc');
const translations = JSON.stringify({ items: [{ key: 'Basket.Add', value: 'Add to basket' }] });

function rendered(body: string, cacheControl: string, status = 200) {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
  });
}
const CURRENT = 'public, max-age=31536000, immutable';

describe('the kept site files', () => {
  test('an answer of the current version is kept, then answered from memory in each encoding', async () => {
    const kept = createKeptSiteFiles();
    expect(kept.get(dictionary, 'br')).toBeUndefined();
    const first = await kept.keep(dictionary, rendered(translations, CURRENT), 'br');
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(translations);

    const again = kept.get(dictionary, 'gzip');
    expect(again?.headers.get('cache-control')).toBe(CURRENT);
    expect(again?.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await (again as Response).arrayBuffer())).toString()).toBe(translations);
    const plain = kept.get(dictionary, undefined) as Response;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(translations)));
    expect(await plain.text()).toBe(translations);
  });

  test('another version, another site, an older version’s answer or a failure is not kept', async () => {
    const kept = createKeptSiteFiles();
    await kept.keep(dictionary, rendered(translations, CURRENT), undefined);
    expect(kept.get(new URL('?v=abd', dictionary), 'br')).toBeUndefined();
    expect(
      kept.get(new URL('http://riverside-gb.localhost:5173/_dictionary/en.json?v=abc'), 'br'),
    ).toBeUndefined();

    const older = new URL('?v=old', dictionary);
    const answer = await kept.keep(older, rendered(translations, 'public, max-age=0, must-revalidate'), 'br');
    // Not kept, and sent as rendered (the server's compression applies to it as to any answer).
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(kept.get(older, 'br')).toBeUndefined();
    const missing = new URL('/_dictionary/de.json?v=abc', dictionary);
    await kept.keep(missing, rendered('{"error":"no"}', CURRENT, 404), undefined);
    expect(kept.get(missing, undefined)).toBeUndefined();
  });

  test('holds at most maxEntries files, dropping the least recently asked', async () => {
    const kept = createKeptSiteFiles({ maxEntries: 2 });
    const version = (v: string) => new URL(`?v=${v}`, dictionary);
    await kept.keep(version('a'), rendered(translations, CURRENT), undefined);
    await kept.keep(version('b'), rendered(translations, CURRENT), undefined);
    expect(kept.get(version('a'), undefined)).toBeDefined();
    await kept.keep(version('c'), rendered(translations, CURRENT), undefined);
    expect(kept.get(version('b'), undefined)).toBeUndefined();
    expect(kept.get(version('a'), undefined)).toBeDefined();
    expect(kept.get(version('c'), undefined)).toBeDefined();
  });
});

describe('the storefront server over the real API', () => {
  const api = inProcessApi();
  test('renders a site file of the current version once: the next browsers get the same bytes from memory', async () => {
    const renders: SiteFileRequest[] = [];
    const server = storefrontOverApi(api, {
      renderSiteFile: (request) => {
        renders.push(request);
        return renderSiteFile(request);
      },
      trustedProxies: 0,
    });
    const shop = 'http://northbridge-gb.localhost:5173';
    const page = await (await server.fetch(new Request(`${shop}/`))).text();
    const url = /"url":"(\/_dictionary\/en\.json\?v=[\w-]+)"/.exec(page)?.[1] ?? '';
    expect(url).not.toBe('');
    const ask = (encoding: string) =>
      server.fetch(new Request(`${shop}${url}`, { headers: { 'accept-encoding': encoding } }));

    const first = await ask('br');
    const firstText = brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString();
    expect(firstText).toContain('Add to basket');
    const second = await ask('gzip, deflate, br');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(firstText);
    const third = await ask('gzip');
    expect(gunzipSync(Buffer.from(await third.arrayBuffer())).toString()).toBe(firstText);
    expect(renders.filter((request) => request.file.kind === 'dictionary')).toHaveLength(1);

    // Another version is rendered each time (the current answer, not cached as that version).
    await (await ask('br')).arrayBuffer();
    const stale = await server.fetch(new Request(`${shop}/_dictionary/en.json?v=0000000000000000`));
    expect(stale.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(renders.filter((request) => request.file.kind === 'dictionary')).toHaveLength(2);
  });
});
