import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedOrigin } from './forwarded.ts';

const reader = (headers: Record<string, string>) => (name: string) => headers[name.toLowerCase()];

describe('forwardedOrigin', () => {
  it('reads the trusted proxy’s host and scheme, dropping a default port', () => {
    const headers = { 'x-forwarded-host': 'Shop.Example.com:443', 'x-forwarded-proto': 'https' };
    expect(forwardedOrigin(reader(headers), 1)).toBe('https://shop.example.com');
    expect(forwardedOrigin(reader({ 'x-forwarded-host': 'localhost:5173' }), 1)).toBe(
      'http://localhost:5173',
    );
  });

  it('believes nothing without a trusted proxy, and nothing that is not a host', () => {
    expect(forwardedOrigin(reader({ 'x-forwarded-host': 'shop.example.com' }), 0)).toBeUndefined();
    expect(forwardedOrigin(reader({ 'x-forwarded-host': 'evil.com/path' }), 1)).toBeUndefined();
    expect(forwardedOrigin(reader({ 'x-forwarded-host': 'a@b.com' }), 1)).toBeUndefined();
    expect(
      forwardedOrigin(reader({ 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'gopher' }), 1),
    ).toBeUndefined();
  });

  it('takes the entry the outermost trusted proxy wrote when they append', () => {
    const headers = {
      'x-forwarded-host': 'forged.example, shop.example.com',
      'x-forwarded-proto': 'http, https',
    };
    expect(forwardedOrigin(reader(headers), 1)).toBe('https://shop.example.com');
  });
});

describe('clientAddress', () => {
  const appWith = (trusted: number) => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientAddress(c, trusted)));
    return app;
  };

  it('is the address the trusted proxies saw, never one the client wrote itself', async () => {
    const headers = { 'X-Forwarded-For': '6.6.6.6, 203.0.113.7, 10.0.0.2' };
    expect(await (await appWith(1).request('/', { headers })).text()).toBe('10.0.0.2');
    expect(await (await appWith(2).request('/', { headers })).text()).toBe('203.0.113.7');
    expect(await (await appWith(5).request('/', { headers })).text()).toBe('6.6.6.6');
  });

  it('ignores X-Forwarded-For without a trusted proxy (the socket peer; none in process)', async () => {
    const headers = { 'X-Forwarded-For': '6.6.6.6' };
    expect(await (await appWith(0).request('/', { headers })).text()).toBe('unknown');
    const mapped = new Hono();
    mapped.get('/', (c) => c.text(clientAddress(c, 0)));
    const response = await mapped.request(
      '/',
      {},
      { incoming: { socket: { remoteAddress: '::ffff:192.0.2.1' } } },
    );
    expect(await response.text()).toBe('192.0.2.1');
  });
});
