/** `/health` and `/ready`, the request id and the request log lines. */
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logging/logger.ts';

const lines: Array<Record<string, unknown>> = [];
let api: TestApi;

beforeAll(async () => {
  const logger = createLogger({
    level: 'info',
    format: 'json',
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  api = await createTestApi({ logger });
}, 120_000);
afterAll(() => api?.close());

describe('health and readiness', () => {
  it('says alive on /health and ready on /ready while the database answers and is migrated', async () => {
    const health = await api.fetch('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    const ready = await api.fetch('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, database: api.database.kind });
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
  });

  it('is not ready once shutting down, while still alive', async () => {
    api.deps.lifecycle.draining = true;
    try {
      const ready = await api.fetch('/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('Retry-After')).toBe('5');
      expect(await ready.json()).toMatchObject({
        success: false,
        errors: [{ code: 'Api.Error.ShuttingDown' }],
      });
      expect((await api.fetch('/health')).status).toBe(200);
    } finally {
      api.deps.lifecycle.draining = false;
    }
  });
});

describe('request ids and request logs', () => {
  it('answers a new request id, or the caller’s own, in X-Request-Id', async () => {
    const fresh = await api.fetch('/api/categories');
    expect(fresh.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await api.fetch('/api/categories', { headers: { 'X-Request-Id': 'edge-1234.abc' } });
    expect(given.headers.get('X-Request-Id')).toBe('edge-1234.abc');
    const insane = await api.fetch('/api/categories', { headers: { 'X-Request-Id': 'a b<script>' } });
    expect(insane.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs method, route, status, duration and id: no query string, no token, no personal data', async () => {
    const created = await api.fetch('/api/baskets', {
      method: 'POST',
      headers: { 'X-Request-Id': 'log-test-1' },
    });
    const token = ((await created.json()) as { summary: { token: string } }).summary.token;
    await api.fetch(`/api/baskets/${token}`, {
      headers: { 'X-Request-Id': 'log-test-2', Authorization: 'Bearer secret-token-value' },
    });
    await api.fetch('/api/dev/mails?to=grace%40example.com', { headers: { 'X-Request-Id': 'log-test-3' } });
    await api.fetch(`/api/nowhere/${token}`, { headers: { 'X-Request-Id': 'log-test-4' } });
    const byId = (id: string) => lines.find((line) => line.reqId === id);
    expect(byId('log-test-1')).toMatchObject({
      msg: 'request',
      method: 'POST',
      path: '/api/baskets',
      status: 201,
    });
    expect(byId('log-test-2')).toMatchObject({ method: 'GET', path: '/api/baskets/:token', status: 200 });
    expect(byId('log-test-3')).toMatchObject({ path: '/api/dev/mails', status: 200 });
    expect(byId('log-test-4')).toMatchObject({ status: 404 });
    expect(typeof byId('log-test-2')?.ms).toBe('number');
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('secret-token-value');
    expect(everything).not.toContain('grace');
    expect(everything).not.toContain('?');
  });
});
