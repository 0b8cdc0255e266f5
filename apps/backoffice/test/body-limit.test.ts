/**
 * Issue 43: the back-office server bounds a body before it reads it. Over a real socket (the
 * production server's `serve`), a body declared larger than its bound is answered 413 while it
 * is still being sent, and a chunked one is answered 413 once it passed the bound, long before
 * its end: the server never waited for (held) the whole. A multipart sign-out is a 4xx, never a 500.
 * None of these reach the commerce API (every call to it is recorded, and none is expected). A
 * large body is read only for a session the API knows: a made-up session cookie gets 401 before
 * its body is read (issue 43's black-box rerun: eight 32 MiB uploads with one held 745 MiB).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';

import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBackofficeServer } from '../server/app.ts';
import { MAX_FORM_BYTES } from '../server/body-limit.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../server/session-cookies.ts';

const port = Number(process.env.BACKOFFICE_BODY_LIMIT_PORT ?? 4804);
const origin = `http://localhost:${port}`;
const apiCalls: string[] = [];
/** The access token of the one session the API knows. */
const knownToken = 'a-session-the-api-knows';
let server: ServerType;

beforeAll(async () => {
  const app = createBackofficeServer({
    apiUrl: 'http://127.0.0.1:9',
    apiFetch: async (request) => {
      apiCalls.push(`${request.method} ${new URL(request.url).pathname}`);
      // The API knows one session; it answers nothing else (502).
      if (new URL(request.url).pathname === '/admin/api/me') {
        const known = request.headers.get('authorization') === `Bearer ${knownToken}`;
        return Response.json({}, { status: known ? 200 : 401 });
      }
      return new Response(null, { status: 502 });
    },
    indexHtml: async () => '<!doctype html><html lang="en"><body></body></html>',
    logger: { error: () => undefined },
  });
  server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.close(() => resolve());
    }),
);

/** What a streamed upload came to: the answer, and how many body bytes were sent before it. */
interface StreamedUpload {
  status: number;
  contentType: string | undefined;
  body: string;
  sentBeforeAnswer: number;
}

/**
 * POSTs `path` with a body of up to `capBytes` zero bytes, written 64 KiB at a time, each written
 * once the last was taken (drain) and only while no answer came. With `declaredBytes` the body
 * declares that Content-Length (more than the cap: a server that waits for it all never answers
 * and the upload is cut at the cap), without it the body is chunked and ends at the cap.
 */
function streamedUpload(
  path: string,
  options: { capBytes: number; declaredBytes?: number; headers?: Record<string, string> },
): Promise<StreamedUpload> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answer: IncomingMessage | undefined;
    let sentBeforeAnswer = 0;
    const chunk = Buffer.alloc(64 * 1024);
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        host: `localhost:${port}`,
        origin,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/octet-stream',
        ...(options.declaredBytes === undefined
          ? { 'transfer-encoding': 'chunked' }
          : { 'content-length': String(options.declaredBytes) }),
        ...options.headers,
      },
    });
    request.on('response', (response) => {
      answer = response;
      sentBeforeAnswer = sent;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        body += text;
      });
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'],
          body,
          sentBeforeAnswer,
        });
      });
    });
    request.on('error', (error) => {
      if (!answer) reject(new Error(`no answer after ${sent} bytes: ${error.message}`));
    });
    const writeMore = () => {
      while (!answer && sent < options.capBytes) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once('drain', writeMore);
      }
      if (answer) return;
      if (options.declaredBytes === undefined || sent >= options.declaredBytes) request.end();
      // The declared length was never reached, and no answer came: the server waits for it all.
      else request.destroy(new Error(`the server did not answer within the first ${sent} bytes`));
    };
    writeMore();
  });
}

describe('bodies are bounded before they are read', () => {
  test('a 256 MiB body declared without signing in is refused 413 (JSON) while it is still being sent', async () => {
    const upload = await streamedUpload('/admin/api/catalogue/import', {
      declaredBytes: 256 * 1024 * 1024,
      capBytes: 16 * 1024 * 1024,
      headers: { 'x-clubshop-csrf': '1' },
    });
    expect(upload.status).toBe(413);
    expect(upload.contentType).toMatch(/application\/json/);
    expect(JSON.parse(upload.body)).toMatchObject({
      success: false,
      errors: [{ code: 'Api.Error.BodyTooLarge' }],
    });
    expect(upload.sentBeforeAnswer).toBeLessThan(16 * 1024 * 1024);
  });

  test('a chunked body past a form’s bound is refused 413 long before its end', async () => {
    // (A sign-out with the app's header needs no body: the form's own token is what it reads.)
    const forms = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const [path, headers] of [
      ['/sign-in', forms],
      ['/sign-out', forms],
      ['/admin/api/products', { ...forms, 'x-clubshop-csrf': '1' }],
    ] as const) {
      const upload = await streamedUpload(path, { capBytes: 8 * 1024 * 1024, headers });
      expect(upload.status, path).toBe(413);
      expect(upload.contentType, path).toMatch(/application\/json/);
      expect(upload.sentBeforeAnswer, path).toBeLessThan(8 * 1024 * 1024);
    }
  });

  test('a signed-in browser may forward a body past a form’s bound (an import); the API judges it', async () => {
    const upload = await streamedUpload('/admin/api/catalogue/import', {
      declaredBytes: 2 * MAX_FORM_BYTES,
      capBytes: 2 * MAX_FORM_BYTES,
      headers: { 'x-clubshop-csrf': '1', cookie: `${ACCESS_COOKIE}=${knownToken}` },
    });
    expect(upload.status).toBe(502);
    expect(apiCalls.slice(-2)).toEqual(['GET /admin/api/me', 'POST /admin/api/catalogue/import']);
  });

  test('a made-up session cookie gets 401 before a large body is read, declared or chunked', async () => {
    const before = apiCalls.length;
    for (const [cookie, declaredBytes] of [
      [`${ACCESS_COOKIE}=made-up`, 8 * 1024 * 1024],
      [`${ACCESS_COOKIE}=made-up`, undefined],
      [`${REFRESH_COOKIE}=made-up`, 8 * 1024 * 1024],
    ] as const) {
      const upload = await streamedUpload('/admin/api/catalogue/import', {
        ...(declaredBytes === undefined ? {} : { declaredBytes }),
        capBytes: 8 * 1024 * 1024,
        headers: { 'x-clubshop-csrf': '1', cookie },
      });
      expect(upload.status, cookie).toBe(401);
      expect(JSON.parse(upload.body), cookie).toMatchObject({ success: false });
      expect(upload.sentBeforeAnswer, cookie).toBeLessThan(8 * 1024 * 1024);
    }
    expect(apiCalls.slice(before).filter((call) => call.startsWith('POST /admin/api/catalogue'))).toEqual([]);
  });

  test('a multipart sign-out, large or malformed, is a 4xx, never a 500', async () => {
    const boundary = 'clubshop-boundary';
    const part = (value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${value}\r\n--${boundary}--\r\n`;
    const signOut = (body: string) =>
      fetch(`${origin}/sign-out`, {
        method: 'POST',
        headers: {
          origin,
          'sec-fetch-site': 'same-origin',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
        redirect: 'manual',
      });
    const large = await signOut(part('x'.repeat(4 * 1024 * 1024)));
    expect(large.status).toBe(413);
    const malformed = await signOut(`--${boundary}\r\nnot a part at all`);
    expect(malformed.status).toBe(403);
    const withoutToken = await signOut(part('not-the-cookie-token'));
    expect(withoutToken.status).toBe(403);
    expect(apiCalls.filter((call) => call.includes('logout'))).toEqual([]);
  });
});
