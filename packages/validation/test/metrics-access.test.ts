/**
 * The access rule of every server's `/metrics` (decision 0090): loopback may, anybody else only
 * with the bearer token, and nobody else without one configured.
 */
import { describe, expect, it } from 'vitest';
import { bearerTokenMatches, isLoopbackAddress, metricsAccess } from '../src/metrics-access/index.ts';

const token = 'a-long-metrics-token-0123456789';

describe('metricsAccess', () => {
  it('lets a loopback peer in, token or not', () => {
    for (const peerAddress of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      expect(metricsAccess({ peerAddress, authorization: undefined, token: undefined })).toEqual({
        allowed: true,
      });
      expect(metricsAccess({ peerAddress, authorization: 'Bearer wrong', token }).allowed).toBe(true);
    }
  });

  it('refuses any other peer with 403 when no token is configured, a forwarded header not believed', () => {
    for (const peerAddress of ['10.0.0.7', '::ffff:192.168.1.2', '2001:db8::1', undefined, '', '128.0.0.1']) {
      const access = metricsAccess({ peerAddress, authorization: `Bearer ${token}`, token: undefined });
      expect(access).toMatchObject({ allowed: false, status: 403 });
      expect(metricsAccess({ peerAddress, authorization: undefined, token: '' })).toMatchObject({
        status: 403,
      });
    }
  });

  it('answers a remote peer without the token 401 with WWW-Authenticate', () => {
    const access = metricsAccess({ peerAddress: '203.0.113.9', authorization: undefined, token });
    expect(access).toMatchObject({
      allowed: false,
      status: 401,
      body: { success: false, errors: [{ code: 'Metrics.Error.TokenRequired' }] },
      headers: { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Cache-Control': 'no-store' },
    });
  });

  it('answers a wrong token 401, and lets the right one in', () => {
    for (const authorization of [
      `Bearer ${token}x`,
      'Bearer x',
      `Basic ${token}`,
      token,
      'Bearer ',
      `Bearer ${token.slice(1)}`,
    ]) {
      expect(
        metricsAccess({ peerAddress: '203.0.113.9', authorization, token }),
        authorization,
      ).toMatchObject({
        allowed: false,
        status: 401,
      });
    }
    expect(metricsAccess({ peerAddress: '203.0.113.9', authorization: `Bearer ${token}`, token })).toEqual({
      allowed: true,
    });
    expect(
      metricsAccess({ peerAddress: '::ffff:10.1.1.1', authorization: `bearer ${token}`, token }).allowed,
    ).toBe(true);
  });
});

describe('isLoopbackAddress and bearerTokenMatches', () => {
  it('knows loopback addresses only', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('0.0.0.0')).toBe(false);
    expect(isLoopbackAddress('::')).toBe(false);
    expect(isLoopbackAddress('127.0.0.1.example.com')).toBe(false);
    expect(isLoopbackAddress('::ffff:10.0.0.1')).toBe(false);
  });

  it('never matches an empty token', () => {
    expect(bearerTokenMatches('Bearer ', '')).toBe(false);
    expect(bearerTokenMatches(undefined, '')).toBe(false);
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true);
  });
});
