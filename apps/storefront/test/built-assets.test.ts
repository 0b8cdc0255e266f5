// @vitest-environment node
/**
 * server/built-assets.ts: the client build's hashed files answered from memory, in the encoding
 * the browser takes where the build wrote it, with the headers of a file that never changes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, test } from 'vitest';
import { builtAssets } from '../server/built-assets.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'clubshop-built-assets-'));
const entry = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', 'entry-Ab12.js'), entry);
writeFileSync(join(clientDir, 'assets', 'entry-Ab12.js.br'), brotliCompressSync(entry));
writeFileSync(join(clientDir, 'assets', 'entry-Ab12.js.gz'), gzipSync(entry));
writeFileSync(join(clientDir, 'assets', 'entry-Ab12.js.map'), '{"version":3}');
writeFileSync(join(clientDir, 'assets', 'tiny-Cd34.css'), 'a{color:red}');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const app = new Hono();
app.use('/assets/*', builtAssets(clientDir));
app.notFound((c) => c.text('Not found', 404));
const ask = (path: string, init: RequestInit = {}) => app.fetch(new Request(`http://shop.test${path}`, init));

describe('the build’s hashed files', () => {
  test('go out Brotli-compressed to a browser that takes it, cached for good', async () => {
    const response = await ask('/assets/entry-Ab12.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(entry);
  });

  test('gzip to a browser that takes only gzip, as they are to one that takes neither', async () => {
    const gzipped = await ask('/assets/entry-Ab12.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(entry);
    const plain = await ask('/assets/entry-Ab12.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(entry);
  });

  test('a file too small to have compressed copies goes as it is, whatever the browser takes', async () => {
    const response = await ask('/assets/tiny-Cd34.css', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await response.text()).toBe('a{color:red}');
  });

  test('HEAD has the headers and no body; source maps, copies and unknown names are not found', async () => {
    const head = await ask('/assets/entry-Ab12.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).not.toBe('0');
    expect(await head.text()).toBe('');
    for (const path of [
      '/assets/entry-Ab12.js.map',
      '/assets/entry-Ab12.js.br',
      '/assets/nope.js',
      '/assets/../assets/entry-Ab12.js.map',
    ]) {
      expect((await ask(path)).status, path).toBe(404);
    }
  });
});
