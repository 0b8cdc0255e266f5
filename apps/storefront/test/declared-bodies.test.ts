// @vitest-environment node
/**
 * Issue 43, the storefront server's side: a body forwarded to the API whose Content-Length is
 * past the bound is answered 413 (the API's error shape) from its headers, before its bytes are
 * read, over a real socket. (A body without a length is counted as it comes: body-deadline.ts,
 * slow-bodies.test.ts.) The storefront runs as in production in front of the real API in process.
 */
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createSharedAnswers } from '../src/entry-server.tsx';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();
const PORT = Number(process.env.DECLARED_BODIES_PORT ?? 4803);
/** The forwarding's bound here: large, so that reading up to it first would be seen. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;
let server: ReturnType<typeof serve> | undefined;

beforeAll(async () => {
  const app = storefrontOverApi(api, {
    trustedProxies: 0,
    sharedAnswers: createSharedAnswers({ ttlMs: 5_000, staleMs: 5_000 }),
    forwardLimits: { bodyTimeoutMs: 60_000, maxBodyBytes: MAX_BODY_BYTES },
  });
  server = serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' });
  await once(server, 'listening');
});

afterAll(() => {
  (server as Server | undefined)?.closeAllConnections();
  server?.close();
});

test('a body declared past the bound is answered 413 before the server read it', async () => {
  const declared = 256 * 1024 * 1024;
  const cap = 2 * MAX_BODY_BYTES;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const { answer, body, sentBeforeAnswer } = await new Promise<{
    answer: IncomingMessage;
    body: string;
    sentBeforeAnswer: number;
  }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest({
      host: '127.0.0.1',
      port: PORT,
      path: '/api/users/authenticate',
      method: 'POST',
      headers: {
        host: 'northbridge-gb.localhost',
        'content-type': 'application/json',
        'content-length': String(declared),
      },
    });
    request.on('response', (answer) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (part: string) => {
        text += part;
      });
      answer.on('end', () => {
        request.destroy();
        resolve({ answer, body: text, sentBeforeAnswer });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(new Error(`no answer after ${sent} bytes: ${error.message}`));
    });
    // Written while no answer came, each chunk once the last was taken; cut at the cap.
    const writeMore = () => {
      while (!answered && sent < cap) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once('drain', writeMore);
      }
      if (!answered) request.destroy(new Error('the server did not answer'));
    };
    writeMore();
  });
  expect(answer.statusCode).toBe(413);
  expect(answer.headers['content-type']).toMatch(/application\/json/);
  expect(JSON.parse(body)).toMatchObject({ success: false });
  // Answered from the headers: far less than the bound had been sent (reading up to it would
  // have taken all of it).
  expect(sentBeforeAnswer).toBeLessThan(MAX_BODY_BYTES / 2);
});
