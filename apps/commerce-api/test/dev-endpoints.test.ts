/**
 * The development endpoints (`/api/dev/*`, mounted unless NODE_ENV=production) answer only a
 * caller on this machine calling the API itself (src/http/direct-callers-only.ts): they list every mail the
 * API "sent", password reset links included, and the storefront server forwards `/api/*` on the
 * shop's public origin (issue 44). A forwarded request, or one from another machine, gets the
 * 404 of an unknown path.
 */
import { createTestApi } from '@clubshop/commerce-api/testing';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { AppEnv } from '../src/app-env.ts';
import { openForFile } from '../src/testing/open-for-file.ts';

const api = openForFile(() => createTestApi({ config: { trustProxy: 1 } }));
let app: Hono<AppEnv>;
beforeAll(async () => {
  app = createApp(api.deps);
}, 120_000);

/** The app called as Node's server calls it, from a socket with `peer` as its remote address. */
const fromPeer = (path: string, peer: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost:4000${path}`, { headers }, { incoming: { socket: { remoteAddress: peer } } });

const mailsOf = (email: string) => `/api/dev/mails?to=${encodeURIComponent(email)}`;

describe('GET /api/dev/*', () => {
  it('answers a direct caller: in process, or on a loopback socket (IPv4, IPv6, mapped)', async () => {
    expect((await api.fetch('/api/dev/sites')).status).toBe(200);
    expect((await api.fetch(mailsOf('nobody@example.com'))).status).toBe(200);
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await fromPeer('/api/dev/sites', peer)).status, peer).toBe(200);
    }
  });

  it('is a 404 to a forwarded request: a proxy in front (the storefront server) never gets the mails', async () => {
    for (const headers of [
      { 'X-Forwarded-For': '203.0.113.7' },
      { 'X-Forwarded-Host': 'northbridge-gb.localhost:5173', 'X-Forwarded-Proto': 'http' },
      { Forwarded: 'for=203.0.113.7' },
      { 'X-Real-IP': '203.0.113.7' },
    ]) {
      const response = await fromPeer(mailsOf('nobody@example.com'), '127.0.0.1', headers);
      expect(response.status, JSON.stringify(headers)).toBe(404);
      expect(await response.json()).toMatchObject({ errors: [{ code: 'Api.Error.NoSuchEndpoint' }] });
      expect((await api.fetch('/api/dev/sites', { headers })).status, JSON.stringify(headers)).toBe(404);
    }
  });

  it('is a 404 to a caller on another machine (HOST set to listen beyond loopback)', async () => {
    for (const peer of ['192.0.2.1', '::ffff:192.0.2.1', '2001:db8::1', '10.0.0.2']) {
      expect((await fromPeer('/api/dev/sites', peer)).status, peer).toBe(404);
    }
  });
});
